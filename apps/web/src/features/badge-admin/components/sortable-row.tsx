import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { createContext, useContext, type ReactNode } from 'react';

type Sortable = ReturnType<typeof useSortable>;
const HandleContext = createContext<Pick<Sortable, 'attributes' | 'listeners' | 'setActivatorNodeRef'> | null>(null);

/** A table row that can be dragged to a new place by its handle (pointer, or keyboard: Space, arrows, Space). */
export function SortableRow({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <tr
      ref={setNodeRef}
      className={isDragging ? 'sortable-row sortable-row--dragging' : 'sortable-row'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <HandleContext value={{ attributes, listeners, setActivatorNodeRef }}>{children}</HandleContext>
    </tr>
  );
}

/** The row's drag handle, named for what it moves. */
export function DragHandle({ label, disabled }: { readonly label: string; readonly disabled?: boolean }) {
  const handle = useContext(HandleContext);
  if (!handle) return null;
  return (
    <button
      type="button"
      ref={handle.setActivatorNodeRef}
      className="button button--small button--icon sortable-row__handle"
      disabled={disabled}
      {...handle.attributes}
      {...handle.listeners}
      aria-label={label}
    >
      <GripVertical className="icon" aria-hidden="true" />
    </button>
  );
}
