export interface Toast {
  readonly id: number;
  readonly title: string;
  readonly body?: string;
  readonly tone: 'success' | 'danger';
}

type Listener = () => void;

/** The toasts on screen, oldest first; a module store, so any code may show one. */
export function createToastStore(timeoutMs = 6_000) {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  const dismiss = (id: number) => {
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => toasts,
    show(toast: Omit<Toast, 'id' | 'tone'> & { readonly tone?: Toast['tone'] }): number {
      const id = nextId++;
      toasts = [...toasts, { tone: 'success', ...toast, id }];
      emit();
      if (timeoutMs > 0) setTimeout(() => dismiss(id), timeoutMs);
      return id;
    },
    dismiss,
  };
}

export const toasts = createToastStore();
