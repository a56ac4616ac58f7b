import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { formatUsd, formatDiscount } from '../../../lib/format';
import { DealImage } from '../../../components/DealImage';
import { moveOrderItem } from './order.store';
import { ORDER_LIST_TITLES, ownsPosition, type OrderItem, type OrderListKey } from './reorder';

const INSTRUCTIONS =
  'To reorder, press Space or Enter to pick up the deal, the arrow keys to move it, Space or Enter to drop it, or Escape to cancel.';

function SortableRow({ item, position, note }: { item: OrderItem; position: number; note?: string }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item._id });
  // The sortable handle is a button inside the list item, as lists may only hold items.
  return (
    <li>
      <div
        ref={setNodeRef}
        style={{ transform: CSS.Transform.toString(transform), transition }}
        {...attributes}
        {...listeners}
        aria-label={`${position}. ${item.title}`}
        data-testid="order-item"
        data-asin={item.asin}
        className={`flex cursor-grab touch-none items-center gap-3 rounded-xl bg-white p-2 text-sm ring-1 ring-brand-100 select-none active:cursor-grabbing ${
          isDragging ? 'z-10 shadow-xl ring-brand-500' : ''
        }`}
      >
        <span className="w-6 text-right font-bold text-muted" aria-hidden="true">
          {position}
        </span>
        <span className="text-muted" aria-hidden="true">
          ⠿
        </span>
        <DealImage src={item.imageUrl} alt="" className="h-10 w-10 shrink-0 rounded" />
        <span className="min-w-0 flex-1 truncate" title={item.title}>
          {item.title}
          {note && <span className="block text-xs text-muted">{note}</span>}
        </span>
        <span className="font-semibold">{formatUsd(item.price)}</span>
        {item.discountPercentage > 0 && (
          <span className="text-xs font-bold text-brand-800">{formatDiscount(item.discountPercentage)}</span>
        )}
      </div>
    </li>
  );
}

/** One reorderable list; its own drag context keeps moves inside the list. Keyboard: Space, arrows, Space. */
export function SortableDealList({ list, items, error }: { list: OrderListKey; items: OrderItem[]; error?: string }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const title = (id: UniqueIdentifier) => items.find((i) => i._id === id)?.title ?? 'Deal';
  const place = (id: UniqueIdentifier) => `position ${items.findIndex((i) => i._id === id) + 1} of ${items.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${title(active.id)}, ${place(active.id)}.`,
    // At pick-up the deal is over itself: keep the pick-up message.
    onDragOver: ({ active, over }) =>
      !over
        ? `${title(active.id)} is outside the list.`
        : over.id === active.id
          ? undefined
          : `${title(active.id)} moved to ${place(over.id)}.`,
    onDragEnd: ({ active, over }) =>
      over ? `${title(active.id)} dropped at ${place(over.id)}.` : `${title(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id) moveOrderItem(list, String(active.id), String(over.id));
  }

  const titleId = `order-${list}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-2 rounded-2xl bg-brand-50/60 p-3"
      data-testid={`order-list-${list}`}
    >
      <h3 id={titleId} className="font-bold">
        {ORDER_LIST_TITLES[list]} <span className="text-sm font-normal text-muted">({items.length})</span>
      </h3>
      {error && (
        <p role="alert" className="text-sm text-brand-800">
          {error}
        </p>
      )}
      {items.length === 0 && !error ? (
        <p className="py-6 text-center text-sm text-muted">No approved deals of this type yet.</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
        >
          <SortableContext items={items.map((i) => i._id)} strategy={verticalListSortingStrategy}>
            <ol className="flex flex-col gap-2" aria-label={ORDER_LIST_TITLES[list]}>
              {items.map((item, i) => (
                <SortableRow
                  key={item._id}
                  item={item}
                  position={i + 1}
                  note={
                    ownsPosition(list, item)
                      ? undefined
                      : `Placed by its own list (${ORDER_LIST_TITLES[item.productType as OrderListKey] ?? item.productType})`
                  }
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}
