import { sqlReportParameters } from '@wellway/domain/reports/sql-parameters';
import { Field } from '../../../components/form/field';

interface SqlEditorProps {
  readonly sql: string;
  readonly onChange: (sql: string) => void;
}

export function SqlEditor({ sql, onChange }: SqlEditorProps) {
  const hint = (
    <>
      One read-only SELECT over this site&apos;s views (<code>participants</code>, <code>locations</code>,{' '}
      <code>activity_by_location_day</code>). Parameters:{' '}
      {sqlReportParameters.map((name, index) => (
        <span key={name}>
          {index > 0 && ', '}
          <code>:{name}</code>
        </span>
      ))}
      .
    </>
  );
  return (
    <Field label="SQL" id="report-sql" hint={hint}>
      {(control) => (
        <textarea
          {...control}
          className="input report-sql"
          rows={10}
          spellCheck={false}
          maxLength={20_000}
          value={sql}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
