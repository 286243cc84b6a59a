import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { toasts } from './toast-store';

/** Where toasts appear (bottom right; full width on a phone); polite, so they never interrupt. */
export function ToastRegion() {
  const list = useSyncExternalStore(toasts.subscribe, toasts.snapshot, toasts.snapshot);
  return (
    <ul className="toast-region" role="status" aria-live="polite">
      {list.map((toast) => (
        <li key={toast.id} className={`toast toast--${toast.tone}`}>
          {toast.tone === 'danger' ? (
            <CircleAlert className="icon toast__icon" aria-hidden="true" />
          ) : (
            <CircleCheck className="icon toast__icon" aria-hidden="true" />
          )}
          <div className="toast__body">
            <p className="toast__title">{toast.title}</p>
            {toast.body && <p>{toast.body}</p>}
          </div>
          <button type="button" className="icon-button" aria-label="Dismiss" onClick={() => toasts.dismiss(toast.id)}>
            <X className="icon icon--sm" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
