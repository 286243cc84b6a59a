import type React from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { ModalDialog } from '../../../components/modal-dialog';
import { PageHeader } from '../../../components/page-header';
import { SkeletonLines } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { usePageTitle } from '../../../hooks/use-page-title';
import { isApiError } from '../../../lib/api-client';
import { notFound, requirePermission } from '../../../lib/route-guards';
import { participantsQueryOptions, useAwardBadge, useParticipants, type BadgeAwards } from '../api/award-badge';
import { siteBadgesQueryOptions, useSiteBadges } from '../api/get-site-badges';
import { awardQuestion, awardResult, matching } from '../utils/award';
import '../components/badge-admin.css';

/** Spec 3 §9: table search is debounced 400 ms. */
const SEARCH_DEBOUNCE_MS = 400;

export const badgeAwardLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'badges.manage');
    const siteId = params.siteId ?? '';
    const badges = await queryClient.ensureQueryData(siteBadgesQueryOptions(siteId));
    if (!badges.some((badge) => badge.id === params.badgeId && badge.category === 'custom')) notFound();
    void queryClient.prefetchQuery(participantsQueryOptions(siteId));
    return null;
  };

/** /site/{siteId}/badges/{badgeId}/award: a custom badge for chosen participants of the site (spec 2 §3 Badge 'custom'). */
export function BadgeAwardRoute(): React.JSX.Element {
  const { siteId = '', badgeId = '' } = useParams();
  const badge = useSiteBadges(siteId).find((candidate) => candidate.id === badgeId);
  const name = badge?.name ?? 'Badge';
  usePageTitle(`Award ${name}`);
  const participants = useParticipants(siteId);
  const award = useAwardBadge(siteId, badgeId);
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BadgeAwards | null>(null);
  const searchId = useId();

  const shown = matching(participants.data ?? [], settled);
  const toggle = (id: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const errors = award.error ? ['Could not save Badge', ...(isApiError(award.error) ? award.error.errors : [])] : [];

  return (
    <>
      <PageHeader title={`Award ${name}`}>
        <Link className="button" to={paths.site.badges.href(siteId)}>
          Back to Badges
        </Link>
      </PageHeader>
      <p className="page-lead">Choose the participants who earn this badge. Each gets it once a year.</p>
      {errors.length > 0 && <ErrorList errors={errors} />}
      <p role="status" className="status-message">
        {result ? awardResult(result, name) : ''}
      </p>
      <div className="field badge-award__search">
        <label htmlFor={searchId} className="field__label">
          Search participants
        </label>
        <input id={searchId} className="input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {participants.isPending && <SkeletonLines lines={4} />}
      {participants.isError && <ErrorList errors={['Oops, we could not get the participants.']} />}
      {participants.data && (
        <fieldset className="badge-award__people">
          <legend>
            Participants <span className="badge-award__count">({chosen.size} chosen)</span>
          </legend>
          {shown.length === 0 ? (
            <p>No participant matches “{settled}”.</p>
          ) : (
            <ul className="badge-award__list">
              {shown.map((participant) => (
                <li key={participant.id}>
                  <label className="badge-award__person">
                    <input type="checkbox" checked={chosen.has(participant.id)} onChange={() => toggle(participant.id)} />
                    <span>{participant.name}</span>
                    <span className="badge-award__email">{participant.email}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
      <div className="form-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={chosen.size === 0 || award.isPending}
          onClick={() => {
            award.reset();
            setConfirming(true);
          }}
        >
          Award Badge
        </button>
        {chosen.size > 0 && (
          <button type="button" className="button" onClick={() => setChosen(new Set())}>
            Clear choice
          </button>
        )}
      </div>
      <ModalDialog
        open={confirming}
        title="Award Badge"
        role="alertdialog"
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={award.isPending}
              onClick={() =>
                award.mutate([...chosen], {
                  onSuccess: ({ data }) => {
                    setResult(data);
                    setChosen(new Set());
                  },
                  onSettled: () => setConfirming(false),
                })
              }
            >
              Award
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </>
        }
      >
        <p>{awardQuestion(name, chosen.size)}</p>
      </ModalDialog>
    </>
  );
}
