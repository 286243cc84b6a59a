import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorList } from '../../../components/error-list';
import { loggingStates } from '../api/get-programs';
import type { SiteLocation } from '../../../lib/site-locations';
import { loggingStateNames, type ProgramDraft } from '../utils/program-draft';

interface ProgramFormProps {
  readonly draft: ProgramDraft;
  readonly onChange: (draft: ProgramDraft) => void;
  readonly locations: readonly SiteLocation[];
  readonly errors: readonly string[];
  readonly saving: boolean;
  readonly onSave: () => void;
  readonly actions?: ReactNode;
}

function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input id={id} type={type} className="input" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

function LocationChoices({
  nodes,
  level,
  draft,
  onChange,
}: {
  nodes: readonly SiteLocation[];
  level: number;
  draft: ProgramDraft;
  onChange: (draft: ProgramDraft) => void;
}) {
  return (
    <ul className={`program-locations program-locations--level-${level}`}>
      {nodes.map((node) => (
        <li key={node.id}>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={draft.locations.includes(node.id)}
              onChange={(event) =>
                onChange({
                  ...draft,
                  locations: event.target.checked
                    ? [...draft.locations.filter((id) => id !== node.id), node.id]
                    : draft.locations.filter((id) => id !== node.id),
                })
              }
            />
            {node.name}
          </label>
          {node.children.length > 0 && <LocationChoices nodes={node.children} level={level + 1} draft={draft} onChange={onChange} />}
        </li>
      ))}
    </ul>
  );
}

/** The program editor's fields (spec 3 §3 Program): name, dates, locations, time frames, promotion. */
export function ProgramForm({ draft, onChange, locations, errors, saving, onSave, actions }: ProgramFormProps) {
  const errorsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) errorsRef.current?.focus();
  }, [errors]);
  const set =
    <K extends keyof ProgramDraft>(key: K) =>
    (value: ProgramDraft[K]) =>
      onChange({ ...draft, [key]: value });

  return (
    <form
      className="program-form"
      aria-label="Program"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) onSave();
      }}
    >
      {errors.length > 0 && <ErrorList ref={errorsRef} errors={errors} />}
      <fieldset className="card program-form__section">
        <legend className="section-title">Program</legend>
        <TextField id="program-name" label="Name" value={draft.name} onChange={set('name')} />
        <div className="program-form__row">
          <TextField
            id="program-start"
            label="Effective from"
            type="date"
            value={draft.effectiveDateStart}
            onChange={set('effectiveDateStart')}
          />
          <TextField
            id="program-end"
            label="Effective until"
            type="date"
            value={draft.effectiveDateEnd}
            onChange={set('effectiveDateEnd')}
          />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={draft.enabled} onChange={(event) => set('enabled')(event.target.checked)} />
          Enabled
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={draft.registrationClosed} onChange={(event) => set('registrationClosed')(event.target.checked)} />
          Registration closed
        </label>
      </fieldset>

      <fieldset className="card program-form__section">
        <legend className="section-title">Time frames</legend>
        <p className="field__hint">
          The program&apos;s logging state on a day is the state whose time frame holds it. Leave a state blank to skip it.
        </p>
        <table className="program-frames">
          <thead>
            <tr>
              <th scope="col">Logging state</th>
              <th scope="col">Start</th>
              <th scope="col">End</th>
            </tr>
          </thead>
          <tbody>
            {loggingStates.map((state) => {
              const frame = draft.timeFrames[state];
              const change = (part: 'start' | 'end') => (event: { target: { value: string } }) =>
                onChange({ ...draft, timeFrames: { ...draft.timeFrames, [state]: { ...frame, [part]: event.target.value } } });
              return (
                <tr key={state}>
                  <th scope="row">{loggingStateNames[state]}</th>
                  <td>
                    <input
                      type="date"
                      className="input"
                      aria-label={`${loggingStateNames[state]} start`}
                      value={frame.start}
                      onChange={change('start')}
                    />
                  </td>
                  <td>
                    <input
                      type="date"
                      className="input"
                      aria-label={`${loggingStateNames[state]} end`}
                      value={frame.end}
                      onChange={change('end')}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </fieldset>

      <fieldset className="card program-form__section">
        <legend className="section-title">Locations</legend>
        {locations.length === 0 ? (
          <p className="field__hint">The site has no locations yet.</p>
        ) : (
          <LocationChoices nodes={locations} level={1} draft={draft} onChange={onChange} />
        )}
      </fieldset>

      <fieldset className="card program-form__section">
        <legend className="section-title">Promotion</legend>
        <div className="program-form__row">
          <TextField id="program-app-name" label="App name" value={draft.appName} onChange={set('appName')} />
          <TextField id="program-app-id" label="App id" value={draft.appId} onChange={set('appId')} />
          <TextField id="program-promotion-id" label="Promotion id" value={draft.promotionId} onChange={set('promotionId')} />
          <TextField id="program-subdomain" label="Subdomain" value={draft.subdomain} onChange={set('subdomain')} />
          <TextField id="program-domain" label="Domain name" value={draft.domainName} onChange={set('domainName')} />
          <TextField
            id="program-report-promotion"
            label="Coordinator report promotion id"
            value={draft.coordinatorReportPromotionId}
            onChange={set('coordinatorReportPromotionId')}
          />
        </div>
      </fieldset>

      <div className="program-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={saving}>
          {saving ? 'Saving…' : 'Save program'}
        </button>
        {actions}
      </div>
    </form>
  );
}
