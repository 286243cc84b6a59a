import { useId, type ReactNode } from 'react';

/** The ARIA a control takes from its Field. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

export interface FieldProps {
  readonly label: string;
  /** The control's id; a generated one when absent. */
  readonly id?: string;
  /** Marks the label with an asterisk (hidden from screen readers: the control says `required`). */
  readonly required?: boolean;
  /** Help under the control, tied to it with aria-describedby. */
  readonly hint?: ReactNode;
  /** The hint gives way to the error (when the hint is the rule the error repeats). */
  readonly hintHiddenOnError?: boolean;
  readonly error?: string | undefined;
  /** Shown after the error's text (e.g. a link to act on it). */
  readonly errorAction?: ReactNode;
  readonly className?: string;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control with its hint and error tied to it for screen readers: the error marks the
 * control aria-invalid and is read with it.
 */
export function Field({ label, id, required, hint, hintHiddenOnError, error, errorAction, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const showHint = hint !== undefined && hint !== null && hint !== '' && !(hintHiddenOnError && error);
  const describedBy = [showHint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <div className="field__label-row">
        <label htmlFor={controlId} className="field__label">
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className="field__required">
            *
          </span>
        )}
      </div>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {showHint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
          {errorAction}
        </p>
      )}
    </div>
  );
}
