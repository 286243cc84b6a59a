import { useNavigate } from 'react-router';
import { Card } from '../../../components/card';
import { ErrorList } from '../../../components/error-list';
import { formatDate } from '../../../lib/format';
import { loggingStateNames } from '../../../lib/logging-states';
import type { DashboardProgram, ProgramGroup } from '../api/get-dashboard-programs';
import { useProgramLink, type ProgramLink } from '../api/get-program-link';

const COULD_NOT_OPEN = 'Could not open the program’s report.';

const dates = (program: DashboardProgram) => {
  const start = program.starts_on ?? program.effective_date_start;
  const end = program.effective_date_end;
  return [start && `From ${formatDate(start)}`, end && `to ${formatDate(end)}`].filter(Boolean).join(' ');
};

/** Programs under their location's heading (spec 3 §2.4 "grouped by location"); `links`: the activity summary and reports buttons. */
export function ProgramGroups({ groups, links }: { readonly groups: readonly ProgramGroup[]; readonly links: boolean }) {
  const navigate = useNavigate();
  const link = useProgramLink();
  const open = (which: ProgramLink, programId: string) =>
    link.mutate({ link: which, programId }, { onSuccess: (url) => void navigate(url) });
  return (
    <>
      {link.isError && <ErrorList errors={[COULD_NOT_OPEN]} />}
      <div className="dashboard-groups">
        {groups.map((group) => (
          <Card key={group.location_id ?? 'all'} title={group.location_name}>
            <ul className="dashboard-programs">
              {group.programs.map((program) => (
                <li key={program.id} className="dashboard-program">
                  <div className="dashboard-program__text">
                    <span className="dashboard-program__name">{program.name}</span>
                    <span className="dashboard-program__meta">
                      {program.logging_state && (
                        <span className="tag">{loggingStateNames[program.logging_state as keyof typeof loggingStateNames]}</span>
                      )}
                      <span>{dates(program)}</span>
                    </span>
                  </div>
                  {links && (
                    <div className="dashboard-program__actions">
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => open('activity_summary_urls', program.id)}
                        aria-label={`Activity summary of ${program.name}`}
                      >
                        Activity summary
                      </button>
                      <button
                        type="button"
                        className="button button--small"
                        onClick={() => open('reports_urls', program.id)}
                        aria-label={`Reports of ${program.name}`}
                      >
                        Reports
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </>
  );
}
