import type { InputHTMLAttributes, Ref } from 'react';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode'>;

interface IntegerInputProps extends NativeProps {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** Longer input is rejected (spec 1 §5: an optional digit limit). */
  readonly maxDigits?: number;
  readonly ref?: Ref<HTMLInputElement>;
}

const WHOLE_NUMBER = /^\d*$/;

/** Spec 1 §5: accepts only whole numbers; anything else leaves the previous value in place. */
export function IntegerInput({ value, onValueChange, maxDigits, ref, ...props }: IntegerInputProps) {
  return (
    <input
      {...props}
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => {
        const next = event.target.value.trim();
        if (!WHOLE_NUMBER.test(next)) return;
        if (maxDigits !== undefined && next.length > maxDigits) return;
        onValueChange(next);
      }}
    />
  );
}
