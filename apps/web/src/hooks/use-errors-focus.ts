import { useEffect, useRef } from 'react';

/** A ref for a form's error list: the list takes focus whenever it shows errors, so they are read out and in view. */
export function useErrorsFocus(errors: readonly unknown[]) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus();
  }, [errors]);
  return ref;
}
