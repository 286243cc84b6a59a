import type { Report } from '@wellway/contracts';
import { Plus } from 'lucide-react';
import { groupReports } from '../utils/draft';

interface ReportListProps {
  readonly reports: readonly Report[];
  /** The open report's id; null: a new one. */
  readonly currentId: string | null;
  readonly onOpen: (report: Report) => void;
  readonly onNew: () => void;
}

/** Spec 3 §2.4: the default and the custom reports, and New. */
export function ReportList({ reports, currentId, onOpen, onNew }: ReportListProps) {
  return (
    <nav className="card report-list" aria-labelledby="report-list-title">
      <h2 id="report-list-title" className="section-title">
        Reports
      </h2>
      <button type="button" className="button button--small" aria-pressed={currentId === null} onClick={onNew}>
        <Plus className="icon icon--sm" aria-hidden="true" /> New report
      </button>
      {groupReports(reports).map(({ group, reports: list }) => (
        <section key={group} aria-labelledby={`report-group-${group}`}>
          <h3 id={`report-group-${group}`} className="report-list__group">
            {group}
          </h3>
          <ul className="report-list__items">
            {list.map((report) => (
              <li key={report.id}>
                <button
                  type="button"
                  className="report-list__item"
                  aria-current={report.id === currentId ? 'true' : undefined}
                  onClick={() => onOpen(report)}
                >
                  {report.name}
                  <span className="report-list__type">{report.report_type}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
