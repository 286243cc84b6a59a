import type { ReactNode } from 'react';
import { get, useFormContext, useFormState, type FieldPath, type FieldValues, type RegisterOptions } from 'react-hook-form';
import { Field } from './field';

export interface TextFieldProps<T extends FieldValues> {
  readonly name: FieldPath<T>;
  readonly label: string;
  readonly id?: string;
  readonly type?: 'text' | 'date' | 'number' | 'email' | 'url' | 'password' | 'tel';
  readonly autoComplete?: string;
  readonly required?: boolean;
  readonly hint?: ReactNode;
  readonly hintHiddenOnError?: boolean;
  readonly errorAction?: ReactNode;
  /** Shown instead of the form state's error: for a form that checks as you type (registration). */
  readonly error?: string | undefined;
  readonly multiline?: boolean;
  /** react-hook-form's register options (e.g. an onChange that clears another field). */
  readonly options?: RegisterOptions<T, FieldPath<T>>;
  readonly className?: string;
}

/** A text input (or textarea) of the surrounding form kit form, with its label, hint and error. */
export function TextField<T extends FieldValues>({
  name,
  label,
  id,
  type = 'text',
  autoComplete,
  required,
  hint,
  hintHiddenOnError,
  errorAction,
  error: shownError,
  multiline,
  options,
  className,
}: TextFieldProps<T>) {
  const { register, control } = useFormContext<T>();
  const { errors } = useFormState({ control, name });
  const error = shownError ?? (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field
      label={label}
      id={id}
      required={required}
      hint={hint}
      hintHiddenOnError={hintHiddenOnError}
      error={error}
      errorAction={errorAction}
      className={className}
    >
      {(aria) =>
        multiline ? (
          <textarea {...aria} {...register(name, options)} className="input" rows={4} required={required} />
        ) : (
          <input {...aria} {...register(name, options)} className="input" type={type} autoComplete={autoComplete} required={required} />
        )
      }
    </Field>
  );
}
