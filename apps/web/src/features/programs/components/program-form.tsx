import type { ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { FormErrors } from '../../../components/form/form-errors';
import { TextField } from '../../../components/form/text-field';
import type { DomainForm } from '../../../components/form/use-domain-form';
import { loggingStates } from '../api/get-programs';
import type { SiteLocation } from '../../../lib/site-locations';
import { loggingStateNames, type ProgramDraft } from '../utils/program-draft';

interface ProgramFormProps {
  readonly kit: DomainForm<ProgramDraft>;
  readonly locations: readonly SiteLocation[];
  readonly saving: boolean;
  readonly actions?: ReactNode;
}

function LocationChoices({
  nodes,
  level,
  chosen,
  onToggle,
}: {
  nodes: readonly SiteLocation[];
  level: number;
  chosen: readonly string[];
  onToggle: (id: string, checked: boolean) => void;
}) {
  return (
    <ul className={`program-locations program-locations--level-${level}`}>
      {nodes.map((node) => (
        <li key={node.id}>
          <label className="checkbox">
            <input type="checkbox" checked={chosen.includes(node.id)} onChange={(event) => onToggle(node.id, event.target.checked)} />
            {node.name}
          </label>
          {node.children.length > 0 && <LocationChoices nodes={node.children} level={level + 1} chosen={chosen} onToggle={onToggle} />}
        </li>
      ))}
    </ul>
  );
}

/** The program editor's fields (spec 3 §3 Program): name, dates, locations, time frames, promotion. */
export function ProgramForm({ kit, locations, saving, actions }: ProgramFormProps) {
  const { form, summary, summaryRef, formProps } = kit;
  const { register, control, setValue, getValues } = form;
  const chosen = useWatch({ control, name: 'locations' });
  const toggle = (id: string, checked: boolean) => {
    const others = getValues('locations').filter((existing) => existing !== id);
    setValue('locations', checked ? [...others, id] : others, { shouldDirty: true });
  };

  return (
    <FormProvider {...form}>
      <form
        className="program-form"
        aria-label="Program"
        {...formProps}
        onSubmit={(event) => {
          if (saving) event.preventDefault();
          else formProps.onSubmit(event);
        }}
      >
        <FormErrors errors={summary} summaryRef={summaryRef} />
        <fieldset className="card program-form__section">
          <legend className="section-title">Program</legend>
          <TextField<ProgramDraft> id="program-name" name="name" label="Name" />
          <div className="program-form__row">
            <TextField<ProgramDraft> id="program-start" name="effectiveDateStart" label="Effective from" type="date" />
            <TextField<ProgramDraft> id="program-end" name="effectiveDateEnd" label="Effective until" type="date" />
          </div>
          <label className="checkbox">
            <input type="checkbox" {...register('enabled')} />
            Enabled
          </label>
          <label className="checkbox">
            <input type="checkbox" {...register('registrationClosed')} />
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
              {loggingStates.map((state) => (
                <tr key={state}>
                  <th scope="row">{loggingStateNames[state]}</th>
                  <td>
                    <input
                      type="date"
                      className="input"
                      aria-label={`${loggingStateNames[state]} start`}
                      {...register(`timeFrames.${state}.start`)}
                    />
                  </td>
                  <td>
                    <input
                      type="date"
                      className="input"
                      aria-label={`${loggingStateNames[state]} end`}
                      {...register(`timeFrames.${state}.end`)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </fieldset>

        <fieldset className="card program-form__section">
          <legend className="section-title">Locations</legend>
          {locations.length === 0 ? (
            <p className="field__hint">The site has no locations yet.</p>
          ) : (
            <LocationChoices nodes={locations} level={1} chosen={chosen} onToggle={toggle} />
          )}
        </fieldset>

        <fieldset className="card program-form__section">
          <legend className="section-title">Promotion</legend>
          <div className="program-form__row">
            <TextField<ProgramDraft> id="program-app-name" name="appName" label="App name" />
            <TextField<ProgramDraft> id="program-app-id" name="appId" label="App id" />
            <TextField<ProgramDraft> id="program-promotion-id" name="promotionId" label="Promotion id" />
            <TextField<ProgramDraft> id="program-subdomain" name="subdomain" label="Subdomain" />
            <TextField<ProgramDraft> id="program-domain" name="domainName" label="Domain name" />
            <TextField<ProgramDraft>
              id="program-report-promotion"
              name="coordinatorReportPromotionId"
              label="Coordinator report promotion id"
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
    </FormProvider>
  );
}
