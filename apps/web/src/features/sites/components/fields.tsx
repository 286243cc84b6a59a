import { useId, type ReactNode } from 'react';

interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'date' | 'number' | 'email' | 'url' | 'password';
  readonly hint?: ReactNode;
  readonly error?: string;
  readonly required?: boolean;
  readonly multiline?: boolean;
  readonly autoComplete?: string;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  hint,
  error,
  required,
  multiline,
  autoComplete = 'off',
}: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: 'input',
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

interface CheckboxFieldProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
  readonly hint?: string;
}

export function CheckboxField({ label, checked, onChange, disabled, hint }: CheckboxFieldProps) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span>
        {label}
        {hint && <span className="field__hint"> ({hint})</span>}
      </span>
    </label>
  );
}

export function FormSection({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <fieldset className="site-form__section card">
      <legend className="site-form__legend">{title}</legend>
      <div className="site-form__grid">{children}</div>
    </fieldset>
  );
}
