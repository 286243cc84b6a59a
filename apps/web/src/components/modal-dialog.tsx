import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Buttons, in reading order. */
  readonly actions?: ReactNode;
  /** 'alertdialog' for questions that need an answer (Stay / Leave). */
  readonly role?: 'dialog' | 'alertdialog';
  /** Closing by a click outside the dialog (Escape always closes). */
  readonly closeOnBackdrop?: boolean;
  readonly className?: string;
  /** A lucide icon element shown beside the title. */
  readonly icon?: ReactNode;
}

/**
 * A native modal <dialog>: focus moves in and is trapped, the page behind is inert, Escape closes,
 * and focus returns to the opener. React owns `open`; the element only follows it.
 */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
  actions,
  role = 'dialog',
  closeOnBackdrop = true,
  className,
  icon,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className={['modal', className].filter(Boolean).join(' ')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="modal__panel">
          <div className="modal__heading">
            {icon && (
              <span className="modal__icon" aria-hidden="true">
                {icon}
              </span>
            )}
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
          </div>
          <div id={bodyId} className="modal__body">
            {children}
          </div>
          {actions && <div className="modal__actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
