import type { QueryClient } from '@tanstack/react-query';
import { Link, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { currentUserQueryOptions, hasPermission, useCurrentUser } from '../../../lib/current-user';
import { notFound } from '../../../lib/route-guards';
import { useAcceptTerm } from '../api/accept-term';
import { isPolicyCategory, policyPagesQueryOptions, usePolicyPages, type PolicyCategory } from '../api/get-policy-pages';
import { PolicyArticle } from '../components/policy-article';
import '../components/policies.css';
import { paths } from '../../../config/paths';

const titles: Record<PolicyCategory, string> = { privacy: 'Privacy', terms: 'Terms' };

export const policyPageLoader = (queryClient: QueryClient, category: PolicyCategory) => async (_args: LoaderFunctionArgs) => {
  if (!isPolicyCategory(category)) notFound();
  await Promise.all([
    queryClient.ensureQueryData(currentUserQueryOptions()),
    queryClient.ensureQueryData(policyPagesQueryOptions(category)),
  ]);
  return null;
};

/** /privacy and /terms (spec 1 §2 go.privacy_terms): the site's pages; required ones are accepted here. */
export function PolicyPageRoute({ category }: { readonly category: PolicyCategory }) {
  usePageTitle(titles[category]);
  const user = useCurrentUser();
  const pages = usePolicyPages(category);
  const accept = useAcceptTerm(user?.site_id ?? '');
  const navigate = useNavigate();
  const pending = user?.required_term_ids ?? [];

  const onAccept = (id: string) =>
    accept.mutate(id, {
      // Accepting the last one goes to '/' (spec 2 §4); the others stay on their pages until accepted.
      onSuccess: () => {
        if (pending.every((other) => other === id)) void navigate(paths.root.href());
      },
    });

  return (
    <>
      <PageHeader title={titles[category]}>
        {hasPermission(user, 'content.manage') && (
          <Link className="button button--quiet" to={paths.policyEditor.href(category)}>
            Edit {titles[category]}
          </Link>
        )}
      </PageHeader>
      {accept.error && <ErrorList errors={isApiError(accept.error) ? accept.error.errors : [accept.error.message]} />}
      {pages.length === 0 && <p>This site has not published its {titles[category].toLowerCase()} page yet.</p>}
      {pending.length > 0 && (
        <p>
          You need to accept the site's required pages to go on. <Link to={paths.logout.href()}>Sign out</Link>
        </p>
      )}
      {pages.map((page) => (
        <PolicyArticle
          key={page.id}
          page={page}
          mustAccept={pending.includes(page.id)}
          accepting={accept.isPending && accept.variables === page.id}
          onAccept={() => onAccept(page.id)}
        />
      ))}
    </>
  );
}
