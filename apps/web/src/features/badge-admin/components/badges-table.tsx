import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { InheritableList } from '../../../components/inheritable-list';
import type { InheritableWording } from '../../../components/inheritable-wording';
import { paths } from '../../../config/paths';
import type { Badge } from '../api/get-site-badges';
import { isDefaultSite } from '../utils/badge-admin';
import { categoryName } from '../utils/categories';
import { DragHandle, SortableRow } from './sortable-row';

/** Spec 3 §4: 'Delete Badge' on the default site; 'Reset Badge' on the others (a site's own badge with no default is deleted). */
export const BADGE_WORDING: InheritableWording = { noun: 'Badge', resetOffDefaultSite: true };

interface BadgesTableProps {
  readonly siteId: string;
  readonly badges: readonly Badge[];
  readonly busy: boolean;
  readonly onMove: (index: number, to: number) => void;
  readonly onDelete: (badge: Badge) => Promise<unknown>;
  readonly onDone: (message: string) => void;
  /** 'Award' on a custom badge. */
  readonly onAward: (badge: Badge) => void;
}

const BadgeRow = ({ item, children }: { readonly item: Badge; readonly children: ReactNode }) => (
  <SortableRow id={item.id}>{children}</SortableRow>
);

/** What a screen reader hears while a badge is dragged: names and places, never ids. */
function announcements(badges: readonly Badge[]): Announcements {
  const nameOf = (id: string | number) => badges.find((badge) => badge.id === id)?.name ?? 'The badge';
  const placeOf = (id: string | number | undefined) => badges.findIndex((badge) => badge.id === id) + 1;
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, place ${placeOf(active.id)} of ${badges.length}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over place ${placeOf(over.id)} of ${badges.length}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at place ${placeOf(over.id)} of ${badges.length}.` : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
}

const INSTRUCTIONS =
  'To move a badge, press Space or Enter on its drag handle, use the up and down arrows, then Space or Enter to drop it, or Escape to cancel. The Move up and Move down buttons do the same one place at a time.';

/** Spec 3 §2.2 /badges: the site's badges in sequence order, dragged or moved up or down, edited, deleted or reset; custom ones awarded. */
export function BadgesTable({ siteId, badges, busy, onMove, onDelete, onDone, onAward }: BadgesTableProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = badges.findIndex((badge) => badge.id === active.id);
    const to = badges.findIndex((badge) => badge.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements: announcements(badges), screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={badges.map((badge) => badge.id)} strategy={verticalListSortingStrategy}>
        <InheritableList
          label="Badges"
          className="badge-admin-table"
          items={badges}
          wording={BADGE_WORDING}
          onDefaultSite={isDefaultSite(siteId)}
          nameOf={(badge) => badge.name}
          editHref={(badge) => paths.site.badges.edit.href(siteId, badge.id)}
          onDelete={onDelete}
          onDone={onDone}
          columns={[
            {
              header: 'Order',
              cell: (badge, index) => (
                <div className="badge-admin-table__order">
                  <DragHandle label={`Drag ${badge.name} to a new place`} disabled={busy} />
                  <span>{index + 1}</span>
                  <button
                    type="button"
                    className="button button--small button--icon"
                    aria-label={`Move ${badge.name} up`}
                    disabled={busy || index === 0}
                    onClick={() => onMove(index, index - 1)}
                  >
                    <ArrowUp className="icon" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="button button--small button--icon"
                    aria-label={`Move ${badge.name} down`}
                    disabled={busy || index === badges.length - 1}
                    onClick={() => onMove(index, index + 1)}
                  >
                    <ArrowDown className="icon" aria-hidden="true" />
                  </button>
                </div>
              ),
            },
            { header: 'Name', cell: (badge) => badge.name },
            { header: 'Category', cell: (badge) => categoryName(badge.category) },
            {
              header: 'Goal',
              cell: (badge) => (
                <>
                  {badge.category === 'custom' ? '—' : badge.goal.toLocaleString('en-US')}
                  {badge.goal2 !== null && ` / ${badge.goal2.toLocaleString('en-US')}`}
                </>
              ),
            },
          ]}
          row={BadgeRow}
          actions={(badge) =>
            badge.category === 'custom' && (
              <button type="button" className="button button--small" onClick={() => onAward(badge)}>
                Award<span className="visually-hidden"> {badge.name}</span>
              </button>
            )
          }
        />
      </SortableContext>
    </DndContext>
  );
}
