import { Badge, HStack, Icon, IconButton, Stack, Text } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { courseIcons } from '../icons';
import { courseOutlineStrings as strings } from '../strings';

export interface OutlineRowProps {
  id: string;
  name: string;
  kind: string;
  /** An item of a module: drawn indented under it. */
  nested: boolean;
  unavailable: boolean;
  editable: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onEdit: () => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
  /** More controls before the row's own (a module's Add item). */
  extra?: ReactNode;
}

function RowButton({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: typeof courseIcons.edit;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <IconButton size="xs" variant="ghost" aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon as={icon} />
    </IconButton>
  );
}

/**
 * One entry of the outline: a drag handle (pointer, or Space and the arrow keys), its name and kind, and
 * buttons to edit, move up or down and delete it. An item whose presentation or questions have gone says
 * it is unavailable.
 */
export function OutlineRow({
  id,
  name,
  kind,
  nested,
  unavailable,
  editable,
  canMoveUp,
  canMoveDown,
  onEdit,
  onMove,
  onDelete,
  extra,
}: OutlineRowProps) {
  const sortable = useSortable({ id, disabled: !editable });
  const shown = name.trim() === '' ? kind : name;
  return (
    <Stack
      ref={sortable.setNodeRef}
      data-testid="outline-row"
      data-entry-id={id}
      gap="0"
      ps={nested ? '8' : '1'}
      pe="1"
      py="1"
      borderRadius="md"
      bg={nested ? undefined : 'bg.muted'}
      opacity={sortable.isDragging ? 0.5 : 1}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
    >
      <HStack gap="1">
        <IconButton
          size="xs"
          variant="ghost"
          cursor="grab"
          aria-label={strings.drag(shown)}
          disabled={!editable}
          {...sortable.attributes}
          {...sortable.listeners}
          ref={sortable.setActivatorNodeRef}
        >
          <Icon as={courseIcons.drag} />
        </IconButton>
        <Text
          flex="1"
          minW="0"
          truncate
          fontWeight={nested ? 'normal' : 'medium'}
          data-testid="outline-row-name"
        >
          {shown}
        </Text>
        <Badge size="sm" variant="subtle">
          {kind}
        </Badge>
        {unavailable && (
          <Badge size="sm" colorPalette="red">
            {strings.unavailable}
          </Badge>
        )}
        {extra}
        <RowButton
          label={strings.edit(shown)}
          icon={courseIcons.edit}
          disabled={!editable}
          onClick={onEdit}
        />
        <RowButton
          label={strings.moveUp(shown)}
          icon={courseIcons.moveUp}
          disabled={!editable || !canMoveUp}
          onClick={() => onMove(-1)}
        />
        <RowButton
          label={strings.moveDown(shown)}
          icon={courseIcons.moveDown}
          disabled={!editable || !canMoveDown}
          onClick={() => onMove(1)}
        />
        <RowButton
          label={strings.delete(shown)}
          icon={courseIcons.delete}
          disabled={!editable}
          onClick={onDelete}
        />
      </HStack>
      {unavailable && (
        <Text fontSize="xs" color="fg.error" ps="8">
          {strings.unavailableHelp}
        </Text>
      )}
    </Stack>
  );
}
