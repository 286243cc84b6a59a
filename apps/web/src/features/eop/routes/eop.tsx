import type { QueryClient } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { EopReport } from '@wellway/contracts';
import { PageHeader } from '../../../components/page-header';
import { SkeletonLines } from '../../../components/skeleton';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSignedInUser } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { requirePermission } from '../../../lib/route-guards';
import { siteLocationsQueryOptions, useSiteLocations, type SiteLocation } from '../../../lib/site-locations';
import { eopQueryOptions, useEop, type EopFilter } from '../api/get-eop';
import { EopEngagement, EopEvaluations, EopHeadline, EopLocations, EopOverTime } from '../components/eop-sections';
import { parentAndChild, parentChoices } from '../utils/location-choices';
import '../components/eop.css';

/** Spec 3 §8 EOP. */
const COULD_NOT_GET = 'Could not get EOP data.';

const filterOf = (params: URLSearchParams): EopFilter => ({
  programId: params.get('program_id'),
  locationId: params.get('location_id'),
});

/** /site/{siteId}/eop?program_id&location_id: prefetches the report (a failure is shown on the page, not thrown). */
export const eopLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, 'coordinator.eop');
    const siteId = params.siteId ?? '';
    await Promise.all([
      queryClient.prefetchQuery(eopQueryOptions(siteId, filterOf(new URL(request.url).searchParams))),
      queryClient.prefetchQuery(siteLocationsQueryOptions(siteId)),
    ]);
    return null;
  };

export function EopRoute() {
  usePageTitle('End-of-program report');
  const { siteId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const eop = useEop(siteId, filter);
  const set = (changes: Partial<Record<'program_id' | 'location_id', string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const report = eop.data;
  return (
    <div className="eop">
      <PageHeader title="End-of-program report">
        {report && <p className="page-header__lead">{periodOf(report)}</p>}
        <button type="button" className="button eop__print" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="icon icon--sm" /> Print
        </button>
      </PageHeader>
      {report && <EopFilters siteId={siteId} report={report} onChange={set} />}
      {eop.isError && (
        <p className="notice" role="alert">
          {COULD_NOT_GET}
        </p>
      )}
      {eop.isPending && <SkeletonLines lines={4} label="Loading the report…" />}
      {report && (
        <>
          {report.notice && (
            <p className="notice eop__notice" role="note">
              {report.notice}
            </p>
          )}
          <EopHeadline report={report} />
          <EopEngagement report={report} />
          <EopOverTime report={report} />
          <EopLocations report={report} />
          <EopEvaluations report={report} />
        </>
      )}
    </div>
  );
}

function periodOf(report: EopReport): string {
  const name = report.program?.name ?? 'All activity';
  return `${name}: ${formatDate(report.period.start)} to ${formatDate(report.period.end)}`;
}

interface FiltersProps {
  readonly siteId: string;
  readonly report: EopReport;
  readonly onChange: (changes: Partial<Record<'program_id' | 'location_id', string>>) => void;
}

function EopFilters({ siteId, report, onChange }: FiltersProps) {
  const user = useSignedInUser();
  const parents = parentChoices(useSiteLocations(siteId, true), user.role, user.location_id);
  const { parent, child } = parentAndChild(parents, report.location_id);
  const children: readonly SiteLocation[] = parents.find((location) => location.id === parent)?.children ?? [];
  const wholeScope = user.role === 'location_coordinator' || user.role === 'regional_coordinator' ? '' : 'All locations';
  return (
    <form className="card eop-filters" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor="eop-program" className="field__label">
          Program
        </label>
        <select
          id="eop-program"
          className="input"
          value={report.program?.id ?? ''}
          onChange={(e) => onChange({ program_id: e.target.value })}
        >
          {report.programs.length === 0 && <option value="">All activity</option>}
          {report.programs.map((program) => (
            <option key={program.id} value={program.id}>
              {program.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="eop-parent" className="field__label">
          Parent location
        </label>
        <select id="eop-parent" className="input" value={parent} onChange={(e) => onChange({ location_id: e.target.value })}>
          {wholeScope && <option value="">{wholeScope}</option>}
          {parents.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="eop-child" className="field__label">
          Child location
        </label>
        <select
          id="eop-child"
          className="input"
          value={child}
          disabled={children.length === 0}
          onChange={(e) => onChange({ location_id: e.target.value || parent })}
        >
          <option value="">{parent ? 'All under the parent' : 'Choose a parent first'}</option>
          {children.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
