import { List, Text } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { dropMove, outlineRows } from '../../../../../src/model/actions/outlineEdits';
import type { MoveCourseItemAction } from '../../../../../src/model/actions/types';
import {
  isKnownItem,
  isModule,
  type OutlineEntry,
  type OutlineEntryItem,
} from '../../../../../src/model/courses/outline';
import { itemAvailable, type OutlineReferences } from '../../../../../src/model/courses/outlineRules';
import { courseOutlineStrings as strings } from '../strings';
import { AddItemMenu, type NewItemKind } from './AddItemMenu';
import { OutlineRow } from './OutlineRow';

/** How far left (px) an item is dragged to leave the module it is dropped at the end of. */
const OUTDENT_PX = 24;

export interface OutlineTreeProps {
  outline: readonly OutlineEntry[];
  references: OutlineReferences;
  editable: boolean;
  /** Whether a Move up (-1) or Move down (+1) can move the entry. */
  canStep: (entryId: string, direction: -1 | 1) => boolean;
  onStep: (entryId: string, direction: -1 | 1) => void;
  onMove: (action: MoveCourseItemAction) => void;
  onEdit: (entry: OutlineEntry, moduleId: string | null) => void;
  onDelete: (entry: OutlineEntry, moduleId: string | null) => void;
  onAddItem: (kind: NewItemKind, moduleId: string) => void;
}

const kindOf = (entry: OutlineEntry) => strings.kinds[entry.type] ?? strings.unknownKind;
const unavailable = (item: OutlineEntryItem, references: OutlineReferences) =>
  isKnownItem(item) && !itemAvailable(item, references);

/**
 * The outline as a list of modules (each with its items in a list of its own) and top-level items,
 * sortable by pointer and by keyboard (Space on a handle, the arrow keys, Space again): a drop takes the
 * place of the row it lands on, inside the module there.
 */
export function OutlineTree(props: OutlineTreeProps) {
  const { outline, editable, onMove } = props;
  const rows = outlineRows(outline);
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => {
    const entry = outline
      .flatMap((top) => (isModule(top) ? [top, ...top.items] : [top]))
      .find((e) => e.id === id);
    return entry?.name || String(id);
  };
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    if (!over) return;
    const action = dropMove(rows, String(active.id), String(over.id), delta.x < -OUTDENT_PX);
    if (action) onMove(action);
  };
  if (outline.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {strings.empty}
      </Text>
    );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: strings.instructions },
        announcements: {
          onDragStart: ({ active }) => strings.dragStart(nameOf(active.id)),
          onDragOver: ({ active, over }) =>
            over
              ? strings.dragOver(nameOf(active.id), nameOf(over.id))
              : strings.dragNowhere(nameOf(active.id)),
          onDragEnd: ({ active, over }) =>
            over
              ? strings.dragEnd(nameOf(active.id), nameOf(over.id))
              : strings.dragNowhere(nameOf(active.id)),
          onDragCancel: ({ active }) => strings.dragCancel(nameOf(active.id)),
        },
      }}
    >
      <SortableContext
        items={rows.map((row) => row.id)}
        strategy={verticalListSortingStrategy}
        disabled={!editable}
      >
        <List.Root listStyle="none" gap="1" aria-label={strings.treeLabel} data-testid="course-outline">
          {outline.map((entry) => (
            <List.Item key={entry.id}>
              <EntryRow {...props} entry={entry} moduleId={null} />
              {isModule(entry) && entry.items.length > 0 && (
                <List.Root listStyle="none" aria-label={entry.name}>
                  {entry.items.map((item) => (
                    <List.Item key={item.id}>
                      <EntryRow {...props} entry={item} moduleId={entry.id} />
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </List.Item>
          ))}
        </List.Root>
      </SortableContext>
    </DndContext>
  );
}

/** One entry's row, with a module's Add item menu. */
function EntryRow({
  entry,
  moduleId,
  ...props
}: OutlineTreeProps & { entry: OutlineEntry; moduleId: string | null }) {
  const { references, editable } = props;
  return (
    <OutlineRow
      id={entry.id}
      name={entry.name}
      kind={kindOf(entry)}
      nested={moduleId !== null}
      unavailable={!isModule(entry) && unavailable(entry, references)}
      editable={editable}
      canMoveUp={props.canStep(entry.id, -1)}
      canMoveDown={props.canStep(entry.id, 1)}
      onEdit={() => props.onEdit(entry, moduleId)}
      onMove={(direction) => props.onStep(entry.id, direction)}
      onDelete={() => props.onDelete(entry, moduleId)}
      extra={
        isModule(entry) && (
          <AddItemMenu
            compact
            label={strings.addItemTo(entry.name)}
            disabled={!editable}
            onAdd={(kind) => props.onAddItem(kind, entry.id)}
          />
        )
      }
    />
  );
}
