import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { toasts, type Toast } from './toast-store';

/** One toast: tone icon, title and body, and a Dismiss button. */
export function ToastItem({ toast }: { readonly toast: Toast }) {
  return (
    <li className={`toast toast--${toast.tone}`}>
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
  );
}
