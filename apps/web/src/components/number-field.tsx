import { IntegerInput } from './integer-input';

interface NumberFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly maxDigits?: number;
  readonly hint?: string;
  readonly error?: string;
  readonly disabled?: boolean;
}

/** A labelled whole-number field with its hint and its error tied to it for screen readers. */
export function NumberField({ id, label, value, onValueChange, maxDigits, hint, error, disabled }: NumberFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <IntegerInput
        id={id}
        className="input"
        value={value}
        onValueChange={onValueChange}
        maxDigits={maxDigits}
        disabled={disabled}
        placeholder="0"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
