import type React from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { StatusMessage } from '../../../components/status-message';
import { paths } from '../../../config/paths';
import { useAnnouncement } from '../../../hooks/use-announcement';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { requirePermission } from '../../../lib/route-guards';
import { useDeleteBadge } from '../api/delete-badge';
import { siteBadgesQueryOptions, useSiteBadges, type Badge } from '../api/get-site-badges';
import { lockedImageQueryOptions } from '../api/locked-image';
import { useReorderBadges } from '../api/reorder-badges';
import { BadgeAwardDialog } from '../components/badge-award-dialog';
import { BadgesTable } from '../components/badges-table';
import { LockedImageForm } from '../components/locked-image-form';
import { isDefaultSite, moved } from '../utils/badge-admin';
import '../components/badge-admin.css';

export const badgesAdminLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'badges.manage');
    const siteId = params.siteId ?? '';
    await Promise.all([
      queryClient.ensureQueryData(siteBadgesQueryOptions(siteId)),
      queryClient.ensureQueryData(lockedImageQueryOptions(siteId)),
    ]);
    return null;
  };

/** /site/{siteId}/badges — Badges (spec 3 §2.2). */
export function BadgesAdminRoute(): React.JSX.Element {
  usePageTitle('Badges');
  const siteId = useParams().siteId ?? '';
  const badges = useSiteBadges(siteId);
  const reorder = useReorderBadges(siteId);
  const removal = useDeleteBadge(siteId);
  const [announcement, announce] = useAnnouncement();
  const [awarding, setAwarding] = useState<Badge | null>(null);

  const move = (index: number, to: number) => {
    const badge = badges[index];
    reorder.mutate(
      moved(
        badges.map((b) => b.id),
        index,
        to,
      ),
    );
    if (badge) announce(`${badge.name} moved to place ${to + 1} of ${badges.length}.`);
  };
  const reorderErrors = reorder.error ? ['Could not save Badge', ...(isApiError(reorder.error) ? reorder.error.errors : [])] : [];

  return (
    <>
      <PageHeader title="Badges">
        <Link className="button button--primary" to={paths.site.badges.new.href(siteId)}>
          New Badge
        </Link>
      </PageHeader>
      <p className="page-lead">
        {isDefaultSite(siteId)
          ? 'These are the default badges: every site shows them unless it has its own copy.'
          : 'Badges marked Default come from the default set; editing one makes this site’s own copy, and Reset Badge brings the default back.'}
      </p>
      {reorderErrors.length > 0 && <ErrorList errors={reorderErrors} />}
      <StatusMessage message={announcement} />
      {badges.length === 0 ? (
        <p>This site has no badges yet.</p>
      ) : (
        <BadgesTable
          siteId={siteId}
          badges={badges}
          busy={reorder.isPending}
          onMove={move}
          onDelete={(badge) => removal.mutateAsync(badge.id)}
          onDone={announce}
          onAward={setAwarding}
        />
      )}
      <LockedImageForm siteId={siteId} />
      <BadgeAwardDialog siteId={siteId} badge={awarding} onClose={() => setAwarding(null)} />
    </>
  );
}
