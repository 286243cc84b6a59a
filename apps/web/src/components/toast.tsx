import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasts } from './toast-store';

// The region (the live region screen readers watch) is there from the start; a toast's markup and
// icons load with the first toast, not with every visit's entry.
const ToastItem = lazy(async () => ({ default: (await import('./toast-item')).ToastItem }));

/** Where toasts appear (bottom right; full width on a phone); polite, so they never interrupt. */
export function ToastRegion() {
  const list = useSyncExternalStore(toasts.subscribe, toasts.snapshot, toasts.snapshot);
  return (
    <ul className="toast-region" role="status" aria-live="polite">
      <Suspense fallback={null}>
        {list.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </Suspense>
    </ul>
  );
}
