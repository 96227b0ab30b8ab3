import { Box, Icon, Menu, Portal } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { Point } from '../../../engine/geometry/vector';
import {
  type ConnectionType,
  NODE_COLOURS,
  VISIBLE_CONNECTION_TYPES,
} from '../../../src/model/map/constants';
import { IconMenuItem } from '../../components/IconMenuItem';
import { connectionTypeLabel } from '../../panels/connectionStrings';
import { type ContextCommand, type ContextTarget, contextMenuCommands } from './contextMenuEntries';
import { contextMenuIcons, mapIcons } from './icons';
import { contextMenuStrings as strings } from './strings';

/** Where the menu was asked for: what it acts on, and the page point it opens at. */
export interface ContextMenuRequest {
  target: ContextTarget;
  client: Point;
}

/** The choice a Colour or Change type entry carries: the colour, `truth`, or the type's number. */
export const TRUTH_COLOUR = 'truth';

export interface MapContextMenuProps {
  request: ContextMenuRequest | null;
  editing: boolean;
  /** The type of the connection the menu is on, shown among the types to change to. */
  connectionType: ConnectionType | null;
  onClose: () => void;
  /** The entry chosen, with the target the menu was opened on (it may have closed by then). */
  onCommand: (target: ContextTarget, command: ContextCommand, choice?: string) => void;
}

/** The map's context menu at the pointer (or at the selection, from the keyboard). */
export function MapContextMenu({
  request,
  editing,
  connectionType,
  onClose,
  onCommand,
}: MapContextMenuProps) {
  const commands = request ? contextMenuCommands(request.target.kind, editing) : [];
  const target = request?.target;
  // Run once the menu is gone, after it has handed the focus back: a command that moves the focus (a new
  // node's title, the Add children dialog) keeps it.
  const chosen = useRef<(() => void) | null>(null);
  const choose = (command: ContextCommand, choice?: string) => {
    if (target) chosen.current = () => onCommand(target, command, choice);
  };
  const open = request !== null && commands.length > 0;
  const content = useRef<HTMLDivElement>(null);
  // Escape closes the menu even before it has taken the focus (opened from the keyboard, Escape pressed at
  // once); once the focus is inside, the menu's own handling closes a submenu first.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !content.current?.contains(document.activeElement)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);
  return (
    <Menu.Root
      open={open}
      anchorPoint={request?.client}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      onSelect={({ value }) => choose(value as ContextCommand)}
      onExitComplete={() => {
        const run = chosen.current;
        chosen.current = null;
        run?.();
      }}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content ref={content} aria-label={strings.label} data-testid="map-context-menu">
            {commands.map((command) => {
              if (command === 'colour')
                return (
                  <ChoiceSubmenu
                    key={command}
                    command={command}
                    onChoose={(choice) => choose(command, choice)}
                  >
                    {NODE_COLOURS.map((colour) => (
                      <Menu.Item key={colour} value={colour} aria-label={strings.colourNamed(colour)}>
                        {/* The swatch shows the node colour itself: map data, the same in both colour modes. */}
                        <Box w="4" h="4" rounded="sm" borderWidth="1px" style={{ background: colour }} />
                        {colour}
                      </Menu.Item>
                    ))}
                    <Menu.Separator />
                    <Menu.Item value={TRUTH_COLOUR}>{strings.truthColour}</Menu.Item>
                  </ChoiceSubmenu>
                );
              if (command === 'connectionType')
                return (
                  <ChoiceSubmenu
                    key={command}
                    command={command}
                    onChoose={(choice) => choose(command, choice)}
                  >
                    {VISIBLE_CONNECTION_TYPES.map((type) => (
                      <Menu.Item key={type} value={String(type)} disabled={type === connectionType}>
                        {connectionTypeLabel(type)}
                      </Menu.Item>
                    ))}
                  </ChoiceSubmenu>
                );
              return (
                <IconMenuItem
                  key={command}
                  value={command}
                  icon={contextMenuIcons[command]}
                  danger={command === 'delete'}
                >
                  {strings.commands[command]}
                </IconMenuItem>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** An entry opening a list of choices beside it (colours, connection types). */
function ChoiceSubmenu({
  command,
  onChoose,
  children,
}: {
  command: 'colour' | 'connectionType';
  onChoose: (choice: string) => void;
  children: ReactNode;
}) {
  return (
    <Menu.Root
      positioning={{ placement: 'right-start', gutter: 2 }}
      onSelect={({ value }) => onChoose(value)}
    >
      <Menu.TriggerItem>
        <Icon as={contextMenuIcons[command]} aria-hidden />
        {strings.commands[command]}
        <Icon as={mapIcons.submenu} aria-hidden ms="auto" />
      </Menu.TriggerItem>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>{children}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
