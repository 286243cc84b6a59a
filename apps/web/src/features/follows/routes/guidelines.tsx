import type { QueryClient } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import type { LoaderFunctionArgs } from 'react-router';
import type { Content } from '@wellway/contracts';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSafeLinks } from '../../../hooks/use-safe-links';
import { requirePermission } from '../../../lib/route-guards';
import { guidelinesQueryOptions, useGuidelines } from '../api/get-guidelines';
import '../components/follows.css';

export const guidelinesLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'wall.view');
    await queryClient.ensureQueryData(guidelinesQueryOptions());
    return null;
  };

/** One guideline: its HTML was sanitised by the API when it was saved; unsafe links go nowhere. */
function Guideline({ item }: { readonly item: Content }) {
  const body = useSafeLinks();
  return (
    <article className="guideline" aria-labelledby={item.title ? `guideline-${item.id}` : undefined}>
      {item.title && (
        <h2 id={`guideline-${item.id}`} className="section-title">
          {item.title}
        </h2>
      )}
      <div ref={body} className="guideline__body" dangerouslySetInnerHTML={{ __html: item.content_html }} />
    </article>
  );
}

/** /guidelines (spec 2 §2): the wall's guidelines, the site's content of category 'wall'. */
export function GuidelinesRoute() {
  usePageTitle('Guidelines');
  const items = useGuidelines().filter((item) => !item.hidden);
  return (
    <>
      <PageHeader title="Guidelines" />
      <section className="card">
        {items.map((item) => (
          <Guideline key={item.id} item={item} />
        ))}
        {items.length === 0 && (
          <EmptyState icon={<BookOpen className="icon icon--lg" />} title="No guidelines yet.">
            The site has not published its wall guidelines.
          </EmptyState>
        )}
      </section>
    </>
  );
}

export { guidelinesLoader as loader, GuidelinesRoute as Component };
