import { Button, Group, HStack, Icon, Menu, NativeSelect, Portal } from '@chakra-ui/react';
import { type MouseEvent, useRef } from 'react';
import { Editor, Element } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';
import { HEADING_LEVELS, MARKS, type Mark } from '../../src/model/richText/types';
import { IconAction } from '../components/IconAction';
import { IconMenuItem } from '../components/IconMenuItem';
import { comboLabel, isMac } from '../components/keyCombos';
import { type BlockFormat, isBlockActive, isMarkActive, setBlock, toggleBlock, toggleMark } from './commands';
import { insertIcons, listIcons, markIcons } from './icons';
import { MARK_SHORTCUTS } from './markKeys';
import { contentStrings as strings } from './strings';

/** What the Insert menu offers; each opens its dialog except the table. */
export const INSERTS = [
  'link',
  'formula',
  'image',
  'video',
  'nodeLink',
  'quizField',
  'table',
  'flashcard',
] as const;
export type InsertKind = (typeof INSERTS)[number];

const STYLES: readonly { value: string; label: string; format: BlockFormat }[] = [
  { value: 'paragraph', label: strings.paragraph, format: { type: 'paragraph' } },
  ...HEADING_LEVELS.map((level) => ({
    value: `heading${level}`,
    label: strings.heading(level),
    format: { type: 'heading' as const, level },
  })),
  { value: 'quote', label: strings.quote, format: { type: 'quote' } },
  { value: 'codeBlock', label: strings.codeBlock, format: { type: 'codeBlock' } },
];

/** The style of the line the cursor is in, as a STYLES value. */
function currentStyle(editor: Editor): string {
  const { selection } = editor;
  if (!selection) return 'paragraph';
  const [entry] = Editor.nodes(editor, {
    at: selection,
    mode: 'lowest',
    match: (node) => Element.isElement(node) && Editor.isBlock(editor, node),
  });
  const block = entry?.[0];
  if (!Element.isElement(block)) return 'paragraph';
  if (block.type === 'heading') return `heading${block.level}`;
  return STYLES.some((style) => style.value === block.type) ? block.type : 'paragraph';
}

/** Keeps the cursor in the text while a button is pressed. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** Marks, line styles, lists and the Insert menu for the document being edited. */
export function ContentToolbar({ onInsert }: { onInsert: (kind: InsertKind) => void }) {
  const editor = useSlate();
  const chosen = useRef<InsertKind | null>(null);
  const markButton = (mark: Mark) => {
    const combo = MARK_SHORTCUTS[mark];
    const active = isMarkActive(editor, mark);
    return (
      <IconAction
        key={mark}
        size="xs"
        variant={active ? 'solid' : 'ghost'}
        icon={markIcons[mark]}
        label={strings.marks[mark]}
        tooltip={combo ? `${strings.marks[mark]} (${comboLabel(combo, isMac())})` : undefined}
        aria-pressed={active}
        onMouseDown={keepFocus}
        onClick={() => toggleMark(editor, mark)}
      />
    );
  };
  const listButton = (type: 'bulletedList' | 'numberedList') => {
    const active = isBlockActive(editor, { type });
    return (
      <IconAction
        size="xs"
        variant={active ? 'solid' : 'ghost'}
        icon={listIcons[type]}
        label={strings[type]}
        aria-pressed={active}
        onMouseDown={keepFocus}
        onClick={() => toggleBlock(editor, { type })}
      />
    );
  };
  return (
    <HStack role="toolbar" aria-label={strings.toolbar} gap="1" wrap="wrap" data-tour="content-formatting">
      <Group attached>{MARKS.map(markButton)}</Group>
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field
          aria-label={strings.blockStyle}
          value={currentStyle(editor)}
          onChange={(event) => {
            const style = STYLES.find((option) => option.value === event.target.value);
            if (style) setBlock(editor, style.format);
            ReactEditor.focus(editor);
          }}
        >
          {STYLES.map((style) => (
            <option key={style.value} value={style.value}>
              {style.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Group attached>
        {listButton('bulletedList')}
        {listButton('numberedList')}
      </Group>
      {/* The choice is carried out once the menu has gone: closing, it hands the focus back to its button,
          and the table's cursor or a dialog must take the focus after that, not before. */}
      <Menu.Root
        onSelect={({ value }) => {
          chosen.current = value as InsertKind;
        }}
        onExitComplete={() => {
          const kind = chosen.current;
          chosen.current = null;
          if (kind !== null) onInsert(kind);
        }}
      >
        <Menu.Trigger asChild>
          <Button size="xs" variant="outline" data-tour="content-insert">
            <Icon as={insertIcons.menu} aria-hidden />
            {strings.insert}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {INSERTS.map((kind) => (
                <IconMenuItem key={kind} value={kind} icon={insertIcons[kind]}>
                  {strings[kind]}
                </IconMenuItem>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </HStack>
  );
}
