import type { QueryClient } from '@tanstack/react-query';
import type { Permission } from '@wellway/domain/users/permissions';
import { Link, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorList } from '../../../components/error-list';
import { PageHeader } from '../../../components/page-header';
import { usePageTitle } from '../../../hooks/use-page-title';
import { formatDate } from '../../../lib/format';
import { requirePermission } from '../../../lib/route-guards';
import { programsQueryOptions, usePrograms } from '../api/get-programs';
import { loggingStateNames } from '../utils/program-draft';
import '../components/programs.css';
import { paths } from '../../../config/paths';

export const MANAGE_PROGRAMS_PERMISSION: Permission = 'site.programs.manage';

/** /programs: the signed-in user's site's programs. */
export const toOwnSitePrograms =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await requirePermission(queryClient, request, MANAGE_PROGRAMS_PERMISSION);
    return redirect(paths.site.programs.href(user.site_id));
  };

export const programsLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    await requirePermission(queryClient, request, MANAGE_PROGRAMS_PERMISSION);
    await queryClient.prefetchQuery(programsQueryOptions(params.siteId ?? ''));
    return null;
  };

const dates = (from: string | null, to: string | null) =>
  from || to ? `${from ? formatDate(from) : '…'} – ${to ? formatDate(to) : '…'}` : '—';

/** /site/:siteId/programs — the site's programs, each opening the program editor. */
export function ProgramsRoute() {
  usePageTitle('Programs');
  const siteId = useParams().siteId ?? '';
  const programs = usePrograms(siteId);

  return (
    <>
      <PageHeader title="Programs" />
      <p className="programs__toolbar">
        <Link className="button button--primary" to={paths.site.program.href(siteId, 'new')}>
          New program
        </Link>
      </p>
      {programs.isError && <ErrorList errors={['Programs could not be loaded.']} />}
      {programs.isPending && <p role="status">Loading programs…</p>}
      {programs.data && programs.data.length === 0 && <p className="card">No programs yet.</p>}
      {programs.data && programs.data.length > 0 && (
        <div className="card">
          <table className="programs-table">
            <thead>
              <tr>
                <th scope="col">Program</th>
                <th scope="col">State today</th>
                <th scope="col">Enabled</th>
                <th scope="col" className="programs-table__dates">
                  Effective
                </th>
              </tr>
            </thead>
            <tbody>
              {programs.data.map((program) => (
                <tr key={program.id}>
                  <td>
                    <Link to={paths.site.program.href(siteId, program.id)}>{program.name}</Link>
                  </td>
                  <td>{program.logging_state ? <span className="program-state">{loggingStateNames[program.logging_state]}</span> : '—'}</td>
                  <td>{program.enabled ? 'Yes' : 'No'}</td>
                  <td className="programs-table__dates">{dates(program.effective_date_start, program.effective_date_end)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
