import { useState, type Ref } from 'react';

interface PasswordFieldProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly invalid: boolean;
  readonly describedBy?: string;
  readonly ref?: Ref<HTMLInputElement>;
  readonly label?: string;
  /** 'new-password' where a password is chosen. */
  readonly autoComplete?: 'current-password' | 'new-password';
  readonly autoFocus?: boolean;
}

/** Password with a show / hide toggle (spec 1 §2, login screen). */
export function PasswordField({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  ref,
  label = 'Password',
  autoComplete = 'current-password',
  autoFocus,
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="password-field">
        <input
          ref={ref}
          id={id}
          className="input"
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoFocus={autoFocus}
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
          <span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
    </div>
  );
}
