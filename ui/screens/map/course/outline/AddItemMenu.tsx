import { Button, Icon, IconButton, Menu, Portal } from '@chakra-ui/react';
import { COURSE_ITEM_TYPE } from '../../../../../src/model/courses/items';
import { courseIcons } from '../icons';
import { courseOutlineStrings as strings } from '../strings';

export type NewItemKind =
  | typeof COURSE_ITEM_TYPE.LESSON
  | typeof COURSE_ITEM_TYPE.QUIZ
  | typeof COURSE_ITEM_TYPE.RECALL
  | typeof COURSE_ITEM_TYPE.FLASHCARD;

const KINDS: readonly NewItemKind[] = [
  COURSE_ITEM_TYPE.LESSON,
  COURSE_ITEM_TYPE.QUIZ,
  COURSE_ITEM_TYPE.RECALL,
  COURSE_ITEM_TYPE.FLASHCARD,
];

/** Adds an item of one of the four kinds, at the top level or into a module (an icon button then). */
export function AddItemMenu({
  label,
  compact = false,
  disabled,
  onAdd,
}: {
  label: string;
  compact?: boolean;
  disabled: boolean;
  onAdd: (kind: NewItemKind) => void;
}) {
  return (
    <Menu.Root onSelect={({ value }) => onAdd(value as NewItemKind)}>
      <Menu.Trigger asChild>
        {compact ? (
          <IconButton size="xs" variant="ghost" aria-label={label} disabled={disabled}>
            <Icon as={courseIcons.addItem} />
          </IconButton>
        ) : (
          <Button size="sm" variant="outline" disabled={disabled}>
            <Icon as={courseIcons.addItem} aria-hidden />
            {label}
          </Button>
        )}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {KINDS.map((kind) => (
              <Menu.Item key={kind} value={kind}>
                {strings.kinds[kind]}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
