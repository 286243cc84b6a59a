import type { Report, ReportField } from '@wellway/contracts';
import { Play } from 'lucide-react';
import { useState } from 'react';
import type { SiteLocation } from '../../../lib/site-locations';
import { evaluationChoices, runBodyOf, runTargetOf, switchLayout, type Draft } from '../utils/draft';
import { ExportButton } from './export-button';
import { FieldsPicker } from './fields-picker';
import { FiltersEditor } from './filters-editor';
import { ReportActions } from './report-actions';
import { ResultsTable, type RunState } from './results-table';
import { ScopeFields, type ScopeValue } from './scope-fields';
import { SqlEditor } from './sql-editor';

export interface BuilderContext {
  readonly siteId: string;
  readonly fields: readonly ReportField[];
  readonly locations: readonly SiteLocation[];
  readonly locationLabels: readonly string[];
  /** A regional coordinator's own top-level location, preset (spec 3 §5). */
  readonly presetPath: readonly string[];
  /** Not a master: health fields reach this viewer only as aggregates. */
  readonly limited: boolean;
}

interface ReportBuilderProps {
  readonly context: BuilderContext;
  readonly draft: Draft;
  /** The saved report the draft started from (its rules: can_save, can_delete). */
  readonly report: Report | null;
  readonly onDraft: (draft: Draft) => void;
  /** After a save (the saved report) or a delete (null). */
  readonly onSaved: (report: Report | null) => void;
}

/** Spec 3 §2.4 and §4: the simple builder or the SQL layout, the run's scope, Run, the results and their export. */
export function ReportBuilder({ context, draft, report, onDraft, onSaved }: ReportBuilderProps) {
  const [scope, setScope] = useState<ScopeValue>({ minDate: '', maxDate: '', path: context.presetPath, evaluationId: '' });
  const [run, setRun] = useState<RunState | null>(null);
  const body = runBodyOf(draft, {
    minDate: scope.minDate,
    maxDate: scope.maxDate,
    topLevelLocation: scope.path[0] ?? null,
    location: scope.path.length > 1 ? (scope.path.at(-1) ?? null) : null,
    evaluationId: scope.evaluationId || null,
  });
  const target = { siteId: context.siteId, ...runTargetOf(draft) };
  const runnable = draft.report_type === 'SQL' ? draft.sql.trim() !== '' : draft.fields.length > 0;

  return (
    <div className="report-builder">
      <section className="card report-builder__form" aria-labelledby="report-title">
        <div className="report-builder__head">
          <h2 id="report-title" className="section-title">
            {draft.id === null ? 'New report' : draft.name}
          </h2>
          <LayoutSwitch value={draft.report_type} onChange={(type) => onDraft(switchLayout(draft, type))} />
        </div>
        {draft.report_type === 'Simple' ? (
          <div className="report-builder__simple">
            <FieldsPicker
              fields={context.fields}
              chosen={draft.fields}
              marksHealth={context.limited}
              onChange={(fields) => onDraft({ ...draft, fields })}
            />
            <FiltersEditor fields={context.fields} filters={draft.filters} onChange={(filters) => onDraft({ ...draft, filters })} />
          </div>
        ) : (
          <SqlEditor sql={draft.sql} onChange={(sql) => onDraft({ ...draft, sql })} />
        )}
        <ScopeFields
          value={scope}
          onChange={setScope}
          locations={context.locations}
          labels={context.locationLabels}
          evaluations={evaluationChoices(context.fields)}
        />
        <div className="report-builder__actions">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={!runnable || undefined}
            onClick={() => runnable && setRun({ target, body, id: (run?.id ?? 0) + 1 })}
          >
            <Play className="icon icon--sm" aria-hidden="true" /> Run
          </button>
          <ReportActions siteId={context.siteId} draft={draft} report={report} onSaved={onSaved} />
        </div>
      </section>
      {run && (
        <section className="card report-results" aria-labelledby="report-results-title">
          <div className="report-results__head">
            <h2 id="report-results-title" className="section-title">
              Results
            </h2>
            <ExportButton target={run.target} body={run.body} />
          </div>
          <ResultsTable key={run.id} run={run} />
        </section>
      )}
    </div>
  );
}

function LayoutSwitch({
  value,
  onChange,
}: {
  readonly value: Draft['report_type'];
  readonly onChange: (type: Draft['report_type']) => void;
}) {
  return (
    <fieldset className="report-layout">
      <legend className="visually-hidden">Layout</legend>
      {(['Simple', 'SQL'] as const).map((type) => (
        <label key={type} className="report-layout__option">
          <input type="radio" name="report-layout" checked={value === type} onChange={() => onChange(type)} />
          <span>{type}</span>
        </label>
      ))}
    </fieldset>
  );
}
