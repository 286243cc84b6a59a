import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { notFound, requirePermission } from '../../../lib/route-guards';
import { siteQueryOptions, useSite } from '../api/get-site';
import { useSaveSite } from '../api/save-site';
import { SiteForm } from '../components/site-form';
import { draftFromSite, newSiteDraft } from '../utils/site-draft';
import '../components/sites.css';
import { paths } from '../../../config/paths';

/** A site the caller may administer, or the 404 page. */
export async function loadAdministeredSite(queryClient: QueryClient, siteId: string | undefined) {
  try {
    return await queryClient.ensureQueryData(siteQueryOptions(siteId ?? ''));
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    throw error;
  }
}

export const siteEditLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'site.edit');
    await loadAdministeredSite(queryClient, params.siteId);
    return null;
  };

export const siteCreateLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'site.create');
    return null;
  };

/** /site/{siteId}/edit */
export function SiteEditRoute() {
  const { siteId = '' } = useParams();
  const site = useSite(siteId);
  // The revision the form's draft was made from (a background refetch must not move it).
  const [loadedRevision] = useState(site.revision);
  usePageTitle(`Edit ${site.name}`);
  const save = useSaveSite();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={`Edit ${site.name}`} />
      <SiteForm
        key={site.id}
        site={site}
        initial={draftFromSite(site)}
        cancelTo={paths.site.href(site.id)}
        onSave={async (body) => {
          // The revision loaded: a save over someone else's newer one is refused (409) and says so.
          await save.mutateAsync({ id: site.id, revision: loadedRevision, body });
          await navigate(paths.site.href(site.id));
        }}
      />
    </>
  );
}

/** /site/{siteId}/create (the id is a placeholder, e.g. 'new': the API assigns one). */
export function SiteCreateRoute() {
  usePageTitle('New site');
  const save = useSaveSite();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="New site" />
      <SiteForm
        initial={newSiteDraft(new Date().getFullYear())}
        cancelTo={paths.sites.href()}
        onSave={async (body) => {
          const { data } = await save.mutateAsync({ body });
          await navigate(paths.site.href(data.id));
        }}
      />
    </>
  );
}
