import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { UnsavedChangesDialog } from '../../../components/unsaved-changes-dialog';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useUnsavedChangesGuard } from '../../../hooks/use-unsaved-changes-guard';
import { useSignedInUser } from '../../../lib/current-user';
import { notFound, requirePermission } from '../../../lib/route-guards';
import { isPolicyCategory, policyPagesQueryOptions, usePolicyPages, type PolicyCategory } from '../api/get-policy-pages';
import { requiredTermsQueryOptions, useRequiredTerms } from '../api/get-required-terms';
import { PolicyPageForm } from '../components/policy-page-form';
import '../components/policies.css';
import { paths } from '../../../config/paths';

const titles: Record<PolicyCategory, string> = { privacy: 'Privacy', terms: 'Terms' };

export const policyEditorLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, 'content.manage');
    if (!isPolicyCategory(params.category)) notFound();
    await Promise.all([
      queryClient.ensureQueryData(policyPagesQueryOptions(params.category, true)),
      queryClient.ensureQueryData(requiredTermsQueryOptions(user.site_id)),
    ]);
    return null;
  };

/** /content/privacy and /content/terms: the site's policy pages and which of them everyone must accept. */
export function PolicyEditorRoute() {
  const category = useParams().category as PolicyCategory;
  usePageTitle(`Edit ${titles[category]}`);
  const user = useSignedInUser();
  const pages = usePolicyPages(category, true);
  const required = new Set(useRequiredTerms(user.site_id).map((term) => term.custom_content_id));
  const [adding, setAdding] = useState(false);
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(new Set());
  const blocker = useUnsavedChangesGuard(dirtyForms.size > 0);

  const dirtyChange = useCallback(
    (key: string) => (dirty: boolean) =>
      setDirtyForms((current) => {
        const next = new Set(current);
        if (dirty) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );

  return (
    <div className="policy-editor">
      <PageHeader title={`Edit ${titles[category]}`}>
        <Link className="button button--quiet" to={paths.policy.href(category)}>
          View page
        </Link>
      </PageHeader>
      {pages.map((page) => (
        <PolicyPageForm
          key={`${page.id}:${page.title}:${page.content_html}:${String(page.hidden)}`}
          siteId={user.site_id}
          category={category}
          page={page}
          required={required.has(page.id)}
          onDirtyChange={dirtyChange(page.id)}
        />
      ))}
      {adding ? (
        <PolicyPageForm
          siteId={user.site_id}
          category={category}
          page={null}
          required={false}
          onDirtyChange={dirtyChange('new')}
          onDone={() => setAdding(false)}
        />
      ) : (
        <button type="button" className="button" onClick={() => setAdding(true)}>
          Add a {titles[category].toLowerCase()} page
        </button>
      )}
      <UnsavedChangesDialog open={blocker.state === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </div>
  );
}
