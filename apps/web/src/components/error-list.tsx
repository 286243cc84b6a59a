import type { Ref } from 'react';

interface ErrorListProps {
  readonly errors: readonly string[];
  readonly id?: string;
  readonly ref?: Ref<HTMLDivElement>;
}

/** Errors from the API or a form, announced as they appear. */
export function ErrorList({ errors, id, ref }: ErrorListProps) {
  return (
    <div id={id} ref={ref} role="alert" tabIndex={-1} className="error-list">
      {errors.length === 1 ? (
        <p>{errors[0]}</p>
      ) : errors.length > 1 ? (
        <ul>
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
