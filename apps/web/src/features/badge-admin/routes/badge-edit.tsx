import type React from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { notFound, requirePermission } from '../../../lib/route-guards';
import { siteBadgesQueryOptions, useSiteBadges } from '../api/get-site-badges';
import { useSaveBadge } from '../api/save-badge';
import { BadgeForm } from '../components/badge-form';
import { isDefaultSite } from '../utils/badge-admin';
import '../components/badge-admin.css';

export const badgeEditLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'badges.manage');
    const badges = await queryClient.ensureQueryData(siteBadgesQueryOptions(params.siteId ?? ''));
    if (params.badgeId && !badges.some((badge) => badge.id === params.badgeId)) notFound();
    return null;
  };

/** /site/{siteId}/badges/new and /site/{siteId}/badges/{badgeId}/edit (spec 3 §2.2, §4). */
export function BadgeEditRoute(): React.JSX.Element {
  const { siteId = '', badgeId = null } = useParams();
  const badge = useSiteBadges(siteId).find((candidate) => candidate.id === badgeId) ?? null;
  const title = badge ? `Edit ${badge.name}` : 'New Badge';
  usePageTitle(title);
  const navigate = useNavigate();
  const save = useSaveBadge(siteId);
  const toList = () => navigate(paths.site.badges.href(siteId));
  const copies = badge !== null && badge.site_id === null && !isDefaultSite(siteId);
  return (
    <>
      <PageHeader title={title} />
      {copies && <p className="page-lead">This is a default badge: saving it makes this site’s own copy; the default stays as it is.</p>}
      <BadgeForm
        key={badge?.id ?? 'new'}
        siteId={siteId}
        badge={badge}
        saving={save.isPending}
        error={save.error}
        onSave={(input) => save.mutate({ id: badge?.id ?? null, input }, { onSuccess: toList })}
        onCancel={toList}
      />
    </>
  );
}
