import { useEffect, useRef } from 'react';
import { safeUrl } from '../../../lib/safe-url';
import type { PolicyPage } from '../api/get-policy-pages';

/**
 * Issue 11: a link in the content goes nowhere unless it is http(s) (or an e-mail or phone link).
 * The API sanitised the HTML when it was saved; this holds even for content stored before that.
 */
function useSafeLinks() {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = body.current;
    const refuseUnsafe = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link && safeUrl(link.getAttribute('href'), { alsoSchemes: ['mailto:', 'tel:'] }) === null) event.preventDefault();
    };
    element?.addEventListener('click', refuseUnsafe);
    return () => element?.removeEventListener('click', refuseUnsafe);
  }, []);
  return body;
}

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
