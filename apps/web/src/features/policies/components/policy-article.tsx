import { useSafeLinks } from '../../../hooks/use-safe-links';
import type { PolicyPage } from '../api/get-policy-pages';

interface PolicyArticleProps {
  readonly page: PolicyPage;
  /** The person must accept this page before using the site. */
  readonly mustAccept: boolean;
  readonly accepting: boolean;
  readonly onAccept: () => void;
}

/** One privacy or terms page. Its HTML was sanitised by the API when it was saved. */
export function PolicyArticle({ page, mustAccept, accepting, onAccept }: PolicyArticleProps) {
  const body = useSafeLinks();
  return (
    <article className="policy" aria-labelledby={`policy-${page.id}`}>
      <h2 id={`policy-${page.id}`} className="policy__title">
        {page.title}
      </h2>
      <div ref={body} className="policy__body" dangerouslySetInnerHTML={{ __html: page.content_html }} />
      {mustAccept && (
        <div className="policy__accept">
          <p>Please read and accept this before you go on.</p>
          <button type="button" className="button button--primary" onClick={onAccept} disabled={accepting}>
            {accepting ? 'Accepting…' : `I accept the ${page.title}`}
          </button>
        </div>
      )}
    </article>
  );
}
