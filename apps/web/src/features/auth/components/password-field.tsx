import { useState, type Ref } from 'react';

interface PasswordFieldProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly invalid: boolean;
  readonly describedBy?: string;
  readonly ref?: Ref<HTMLInputElement>;
}

/** Password with a show / hide toggle (spec 1 §2, login screen). */
export function PasswordField({ id, value, onChange, invalid, describedBy, ref }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        Password
      </label>
      <div className="password-field">
        <input
          ref={ref}
          id={id}
          className="input"
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          required
        />
        <button
          type="button"
          className="button button--quiet password-field__toggle"
          aria-controls={id}
          aria-pressed={shown}
          onClick={() => setShown((current) => !current)}
        >
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
    </div>
  );
}
