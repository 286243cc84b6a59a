import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Report, ReportField } from '@wellway/contracts';
import { useState } from 'react';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { Field } from '../../../components/form/field';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useCurrentSite } from '../../../lib/current-site';
import { hasPermission, useSignedInUser, type User } from '../../../lib/current-user';
import { requirePermission } from '../../../lib/route-guards';
import { siteByIdQueryOptions } from '../../../lib/site-by-id';
import { sitesQueryOptions } from '../../../lib/site-list';
import { locationPath, siteLocationsQueryOptions, useSiteLocations } from '../../../lib/site-locations';
import { reportFieldsQueryOptions } from '../api/get-report-fields';
import { reportsQueryOptions } from '../api/get-reports';

import { ReportBuilder, type BuilderContext } from '../components/report-builder';
import { ReportList } from '../components/report-list';
import { draftOf, newDraft, type Draft } from '../utils/draft';
import '../components/reports.css';

const PERMISSION = 'coordinator.reporting';
/** Spec 3 §8. */
export const REPORTS_NOT_LOADED = 'Reports could not be loaded.';
export const FIELDS_NOT_LOADED = 'Report field could not be loaded.';

const isMaster = (user: User) => hasPermission(user, 'reports.delete_default');
const siteOf = (user: User, siteId: string | undefined) => siteId ?? user.site_id;

/** The site's location labels: one's own site is the session's; another (masters) is read by id. */
function useLocationLabels(user: User, siteId: string): readonly string[] {
  const own = useCurrentSite();
  const other = useQuery({ ...siteByIdQueryOptions(siteId), enabled: siteId !== user.site_id }).data;
  return (siteId === user.site_id ? own : other)?.location_labels ?? [];
}

/**
 * /dashboard/reporting (the signed-in person's site) and /site/{siteId}/reports (spec 3 §2.1, a
 * master's site switch). Failures do not stop the page: it says which part could not be loaded.
 */
export const reportsLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, PERMISSION);
    const siteId = siteOf(user, params.siteId);
    await Promise.all([
      queryClient.prefetchQuery(reportsQueryOptions(siteId)),
      queryClient.prefetchQuery(reportFieldsQueryOptions(siteId)),
      queryClient.prefetchQuery(siteLocationsQueryOptions(siteId)),
      siteId === user.site_id ? null : queryClient.prefetchQuery(siteByIdQueryOptions(siteId)),
      isMaster(user) ? queryClient.prefetchQuery(sitesQueryOptions()) : null,
    ]);
    return null;
  };

export function ReportsRoute() {
  usePageTitle('Reporting');
  const user = useSignedInUser();
  const siteId = siteOf(user, useParams().siteId);
  return (
    <>
      <PageHeader title="Reporting">{isMaster(user) && <SiteSwitch siteId={siteId} />}</PageHeader>
      {/* A new key per site: the open report and its results belong to one site. */}
      <ReportsPage key={siteId} user={user} siteId={siteId} />
    </>
  );
}

function ReportsPage({ user, siteId }: { readonly user: User; readonly siteId: string }) {
  const reports = useQuery(reportsQueryOptions(siteId));
  const fields = useQuery(reportFieldsQueryOptions(siteId));
  const locationLabels = useLocationLabels(user, siteId);
  const locations = useSiteLocations(siteId, true);
  const [opened, setOpened] = useState<{ report: Report | null; draft: Draft; key: number } | null>(null);
  const fieldList: readonly ReportField[] = fields.data ?? [];
  const current = opened ?? { report: null, draft: newDraft(fieldList), key: 0 };
  const open = (report: Report | null) =>
    setOpened({ report, draft: report ? draftOf(report) : newDraft(fieldList), key: current.key + 1 });

  const regional = user.role === 'regional_coordinator';
  const own = locationPath(locations, user.location_id).slice(0, 1);
  const context: BuilderContext = {
    siteId,
    fields: fieldList,
    locations: regional ? locations.filter((location) => own.includes(location.id)) : locations,
    locationLabels,
    presetPath: regional ? own : [],
    limited: !isMaster(user),
  };
  const errors = [...(reports.isError ? [REPORTS_NOT_LOADED] : []), ...(fields.isError ? [FIELDS_NOT_LOADED] : [])];
  const ready = fields.isSuccess && (!regional || locations.length > 0 || user.location_id === null);

  return (
    <>
      {errors.length > 0 && <ErrorList errors={errors} />}
      <div className="reports-page">
        <ReportList reports={reports.data ?? []} currentId={current.report?.id ?? null} onOpen={open} onNew={() => open(null)} />
        {ready && (
          <ReportBuilder
            key={current.key}
            context={context}
            draft={current.draft}
            report={current.report}
            onDraft={(draft) => setOpened({ ...current, draft })}
            onSaved={(saved) => (saved ? setOpened({ report: saved, draft: draftOf(saved), key: current.key }) : open(null))}
          />
        )}
      </div>
    </>
  );
}

/** A master's site switch: the same page for another site (/site/{siteId}/reports). */
function SiteSwitch({ siteId }: { readonly siteId: string }) {
  const sites = useQuery(sitesQueryOptions()).data ?? [];
  const navigate = useNavigate();
  return (
    <Field label="Site" id="report-site" className="report-site-switch">
      {(control) => (
        <select
          {...control}
          className="input"
          value={siteId}
          onChange={(event) => void navigate(paths.site.reports.href(event.target.value))}
        >
          {sites.every((site) => site.id !== siteId) && <option value={siteId}>{siteId}</option>}
          {sites.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
