import type { RefObject } from 'react';
import { ErrorList } from '../error-list';

interface FormErrorsProps {
  readonly errors: readonly string[];
  readonly summaryRef: RefObject<HTMLDivElement | null>;
  readonly id?: string;
  /** Keep the (empty) live region in the page, so that errors appearing in it are announced. */
  readonly persistent?: boolean;
}

/** The form's error summary: announced as it appears, focused by the form kit when a save is refused. */
export function FormErrors({ errors, summaryRef, id, persistent = false }: FormErrorsProps) {
  if (errors.length === 0 && !persistent) return null;
  return <ErrorList id={id} ref={summaryRef} errors={errors} />;
}
