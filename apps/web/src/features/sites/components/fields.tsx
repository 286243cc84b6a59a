import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  readonly label: string;
  readonly hint?: string | undefined;
  /** react-hook-form's register() hands one over. */
  readonly ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label (and a hint why it is off limits); the input's props pass through. */
export function CheckboxField({ label, hint, ...input }: CheckboxFieldProps) {
  return (
    <label className="checkbox">
      <input type="checkbox" {...input} />
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
