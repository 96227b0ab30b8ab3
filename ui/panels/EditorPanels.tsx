import { Box, NativeSelect } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import type { MapEngine } from '../../engine/MapEngine';
import type { MapMedia } from '../../src/api/media';
import type { EditResult } from '../../src/model/actions/types';
import type { MapEditorStore } from '../../src/stores/MapEditorStore';
import type { UserNotesStore } from '../../src/stores/UserNotesStore';
import { AdjoiningNodesPanel } from './AdjoiningNodesPanel';
import { focusNode } from './focusNode';
import { LevelPanel } from './LevelPanel';
import { PanelFrame } from './PanelFrame';
import { PANELS } from './panelList';
import { PANEL_SIZES, type PanelSize, panelWidthCss } from './panelSize';
import { SearchPanel } from './SearchPanel';
import { panelStrings as strings } from './strings';
import { TagsPanel } from './TagsPanel';
import { UserNotePanel } from './UserNotePanel';
import { type PanelSettingName, usePanelSettings } from './usePanelSettings';

export interface EditorPanelsProps {
  /** The map's id: which panels are open is remembered per map. */
  mapId: string;
  editor: MapEditorStore;
  /** The canvas's engine, for centring on a node; null until it runs. */
  engine: MapEngine | null;
  /** Tells the user why a change was refused. */
  report: (result: EditResult | null) => void;
  /** The user's own notes on the map; null where the map is not kept on the server. */
  userNotes: UserNotesStore | null;
  /** Uploads for the map (level backgrounds); null where the map is not kept on the server. */
  media: MapMedia | null;
}

/**
 * The editor's side panels (spec 2 section 2): the open panels in one column sized small, medium or
 * large (panelSize.ts), before the canvas in the editor's row; nothing while all are closed. The
 * toolbar's PanelToggles open and close them.
 */
export const EditorPanels = observer(function EditorPanels({
  mapId,
  editor,
  engine,
  report,
  userNotes,
  media,
}: EditorPanelsProps) {
  const { settings, update } = usePanelSettings(mapId);
  const onFocusNode = useCallback(
    (nodeId: string) => report(focusNode(editor, engine, nodeId)),
    [editor, engine, report],
  );
  const open = PANELS.filter((panel) => settings[panel.setting]);
  const body = (setting: PanelSettingName) => {
    switch (setting) {
      case 'showLevelPanel':
        return <LevelPanel editor={editor} report={report} media={media} />;
      case 'showSearchPanel':
        return <SearchPanel editor={editor} onFocusNode={onFocusNode} />;
      case 'showTagsPanel':
        return (
          <TagsPanel
            editor={editor}
            allSelectedTagsRequired={settings.allSelectedTagsRequired}
            setAllSelectedTagsRequired={(value) => update({ allSelectedTagsRequired: value })}
            report={report}
          />
        );
      case 'showUserNote':
        return <UserNotePanel editor={editor} notes={userNotes} />;
      case 'showAdjoiningNodesPanel':
        return <AdjoiningNodesPanel editor={editor} onFocusNode={onFocusNode} />;
    }
  };

  if (open.length === 0) return null;
  return (
    <Box
      as="aside"
      aria-label={strings.column}
      width={panelWidthCss(settings.panelSize)}
      flexShrink="0"
      borderRightWidth="1px"
      overflowY="auto"
      data-testid="editor-panels"
    >
      <Box px="3" pt="2">
        <NativeSelect.Root size="xs">
          <NativeSelect.Field
            aria-label={strings.panelSize}
            value={settings.panelSize}
            onChange={(event) => update({ panelSize: event.target.value as PanelSize })}
          >
            {PANEL_SIZES.map((size) => (
              <option key={size} value={size}>
                {strings.sizes[size]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      {open.map(({ setting, title }) => (
        <PanelFrame key={setting} title={title} onClose={() => update({ [setting]: false })}>
          {body(setting)}
        </PanelFrame>
      ))}
    </Box>
  );
});
