import { Box, Button, HStack, Icon, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { MapMedia } from '../../src/api/media';
import type { EditResult, MapAction } from '../../src/model/actions/types';
import { DEFAULT_LEVEL_ID } from '../../src/model/map/constants';
import { levelColour } from '../../src/model/map/palette';
import type { Level } from '../../src/model/map/types';
import type { MapEditorStore } from '../../src/stores/MapEditorStore';
import { IconMenuItem } from '../components/IconMenuItem';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { TextEntryDialog } from '../dialogs/TextEntryDialog';
import { levelIcons } from './icons';
import { LevelBackgroundDialog } from './LevelBackgroundDialog';
import { joinAction, moveAction, newLevel, shiftLevelAction } from './levelCommands';
import { NameEntry } from './NameEntry';
import { panelStrings as strings } from './strings';

export interface LevelPanelProps {
  editor: MapEditorStore;
  /** Tells the user why a change was refused. */
  report: (result: EditResult | null) => void;
  /** Uploads for the map (background images); null where the map is not kept on the server. */
  media: MapMedia | null;
}

type LevelCommand = 'rename' | 'background' | 'up' | 'down' | 'join' | 'move' | 'delete';

/**
 * The map's levels in order, the current one marked, each in its shade of the level palette (spec 2
 * sections 4 and 9). Moving into a level is looking at the map, so it works in every mode; creating,
 * renaming, ordering, deleting and moving nodes between levels only where the mode allows editing.
 */
export const LevelPanel = observer(function LevelPanel({ editor, report, media }: LevelPanelProps) {
  const [deleting, setDeleting] = useState<Level | null>(null);
  const [renaming, setRenaming] = useState<Level | null>(null);
  const [backgroundLevelId, setBackgroundLevelId] = useState<number | null>(null);
  const map = editor.document.map;
  if (!map) return null;
  const editing = editor.canEdit;
  const selected = editor.selectedNodes;

  const edit = (action: MapAction | null, refusal?: string) => {
    if (action) report(editor.edit(action));
    else if (refusal) report({ ok: false, error: refusal });
  };
  const run = (command: LevelCommand, level: Level) => {
    const nothing = selected.length === 0 ? strings.nothingSelected : strings.alreadyOnLevel;
    switch (command) {
      case 'rename':
        return setRenaming(level);
      case 'background':
        return setBackgroundLevelId(level.id);
      case 'up':
      case 'down':
        return edit(shiftLevelAction(map.levels, level.id, command));
      case 'join':
        return edit(joinAction(selected, level.id, editor.levelId), nothing);
      case 'move':
        return edit(moveAction(selected, level.id, editor.levelId), nothing);
      case 'delete':
        return setDeleting(level);
    }
  };

  const switchTo = (levelId: number) => report(editor.edit({ type: 'setCurrentLevel', levelId }));

  return (
    <>
      <LevelRoute
        levels={map.levels}
        route={editor.document.session.routeToCurrentLevel}
        onSwitch={switchTo}
      />
      <Stack as="ul" gap="1" listStyleType="none">
        {map.levels.map((level, index) => {
          const current = level.id === editor.levelId;
          return (
            <HStack as="li" key={level.id} gap="1">
              <Button
                size="xs"
                flex="1"
                justifyContent="flex-start"
                variant={current ? 'solid' : 'ghost'}
                aria-current={current ? 'true' : undefined}
                title={current ? strings.currentLevel : undefined}
                onClick={() => switchTo(level.id)}
              >
                <LevelShade index={index} />
                <Text as="span" truncate>
                  {level.description}
                </Text>
              </Button>
              {editing && (
                <LevelMenu
                  level={level}
                  first={index === 0}
                  last={index === map.levels.length - 1}
                  current={current}
                  hasSelection={selected.length > 0}
                  onCommand={(command) => run(command, level)}
                />
              )}
            </HStack>
          );
        })}
      </Stack>
      {editing && (
        <NameEntry
          label={strings.newLevelName}
          submitLabel={strings.addLevel}
          onSubmit={(name) => {
            const level = newLevel(map, name || strings.defaultLevelName(map.levels.length + 1));
            const result = editor.edit({ type: 'createLevel', level });
            report(result);
            return result.ok;
          }}
        />
      )}
      <TextEntryDialog
        open={renaming !== null}
        title={renaming ? strings.renameLevelTitle(renaming.description) : ''}
        label={strings.levelName}
        submitLabel={strings.renameLevel}
        initialValue={renaming?.description ?? ''}
        onClose={() => setRenaming(null)}
        onSubmit={(name) => {
          if (!renaming) return;
          const result = editor.edit({ type: 'renameLevel', levelId: renaming.id, description: name.trim() });
          report(result);
          if (result.ok) setRenaming(null);
        }}
      />
      <LevelBackgroundDialog
        level={map.levels.find((level) => level.id === backgroundLevelId) ?? null}
        media={media}
        onClose={() => setBackgroundLevelId(null)}
        onSet={(levelId, backgroundImage) =>
          editor.edit({
            type: 'setLevelBackground',
            levelId,
            ...(backgroundImage ? { backgroundImage } : {}),
          })
        }
      />
      <ConfirmDialog
        destructive
        open={deleting !== null}
        message={deleting ? strings.deleteLevelMessage(deleting.description) : undefined}
        defaultToCancel
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) report(editor.edit({ type: 'deleteLevel', levelId: deleting.id }));
          setDeleting(null);
        }}
      />
    </>
  );
});

/**
 * The levels the user moved through to reach the current one (spec 2 section 4: moving into a level
 * extends the route), each a step back; shown once there is more than one.
 */
function LevelRoute({
  levels,
  route,
  onSwitch,
}: {
  levels: readonly Level[];
  route: readonly number[];
  onSwitch: (levelId: number) => void;
}) {
  const steps = route.flatMap((id) => levels.filter((level) => level.id === id));
  if (steps.length < 2) return null;
  return (
    <HStack as="nav" aria-label={strings.levelRoute} gap="0.5" wrap="wrap" mb="2" fontSize="xs">
      {steps.map((level, index) => {
        const last = index === steps.length - 1;
        return (
          <HStack key={level.id} gap="0.5">
            <Button
              size="2xs"
              variant="plain"
              px="1"
              aria-current={last ? 'location' : undefined}
              disabled={last}
              onClick={() => onSwitch(level.id)}
            >
              {level.description}
            </Button>
            {!last && (
              <Text as="span" color="fg.muted" aria-hidden>
                ›
              </Text>
            )}
          </HStack>
        );
      })}
    </HStack>
  );
}

interface LevelMenuProps {
  level: Level;
  first: boolean;
  last: boolean;
  current: boolean;
  hasSelection: boolean;
  onCommand: (command: LevelCommand) => void;
}

function LevelMenu({ level, first, last, current, hasSelection, onCommand }: LevelMenuProps) {
  return (
    <Menu.Root onSelect={({ value }) => onCommand(value as LevelCommand)}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={strings.levelActions(level.description)}>
          <Icon as={levelIcons.actions} aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <IconMenuItem value="rename" icon={levelIcons.rename}>
              {strings.renameLevel}
            </IconMenuItem>
            <IconMenuItem value="background" icon={levelIcons.background}>
              {strings.levelBackground}
            </IconMenuItem>
            <IconMenuItem value="up" icon={levelIcons.up} disabled={first}>
              {strings.moveLevelUp}
            </IconMenuItem>
            <IconMenuItem value="down" icon={levelIcons.down} disabled={last}>
              {strings.moveLevelDown}
            </IconMenuItem>
            <IconMenuItem value="join" icon={levelIcons.join} disabled={!hasSelection}>
              {strings.joinSelected}
            </IconMenuItem>
            <IconMenuItem value="move" icon={levelIcons.move} disabled={!hasSelection || current}>
              {strings.moveSelected}
            </IconMenuItem>
            <IconMenuItem
              value="delete"
              icon={levelIcons.delete}
              danger
              disabled={level.id === DEFAULT_LEVEL_ID}
            >
              {strings.deleteLevel}
            </IconMenuItem>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The level's shade: the entry of the 8-shade level palette at its place in the list (a mark, not a name). */
function LevelShade({ index }: { index: number }) {
  return (
    <Box
      as="span"
      aria-hidden
      data-level-shade={levelColour(index)}
      flexShrink="0"
      boxSize="2.5"
      rounded="full"
      bg={levelColour(index)}
    />
  );
}
