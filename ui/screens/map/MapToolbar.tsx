import { Button, HStack, Icon, NativeSelect, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { canRedo, canUndo } from '../../../src/model/actions/history';
import type { EditResult } from '../../../src/model/actions/types';
import {
  type AlignmentOption,
  type ConnectionType,
  VISIBLE_CONNECTION_TYPES,
} from '../../../src/model/map/constants';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { IconAction } from '../../components/IconAction';
import { Tooltip } from '../../components/Tooltip';
import { connectionTypeLabel } from '../../panels/connectionStrings';
import { ArrangeMenu } from './ArrangeMenu';
import { mapIcons } from './icons';
import { MapFileMenu } from './MapFileMenu';
import { MapSettingsButton } from './MapSettingsButton';
import { withShortcut } from './shortcuts';
import { editorStrings, mapScreenStrings } from './strings';
import { TOOL } from './toolStyle';

export interface MapToolbarProps {
  editor: MapEditorStore;
  mapId: string;
  onAddNode: () => void;
  onBulkAdd: () => void;
  onAddChildren: () => void;
  onArrange: (arrangement: AlignmentOption) => void;
  /** The automatic layout of the selection, or of the whole level. */
  onLayOut: () => void;
  onSaveAs: () => void;
  onError: (message: string) => void;
  /** Tells the user why an edit was refused. */
  onResult: (result: EditResult | null) => void;
  /** The surface's pan mode (every drag pans, for touch), a user setting of the map. */
  panMode: boolean;
  onPanMode: (on: boolean) => void;
}

/** Mode switch, saving, undo and the commands that add and remove things. */
export const MapToolbar = observer(function MapToolbar({
  editor,
  mapId,
  onAddNode,
  onBulkAdd,
  onAddChildren,
  onArrange,
  onLayOut,
  onSaveAs,
  onError,
  onResult,
  panMode,
  onPanMode,
}: MapToolbarProps) {
  const { document } = editor;
  const editing = editor.canEdit;
  const saveText = mapScreenStrings.saveState(editor.saveState);
  return (
    <HStack role="toolbar" aria-label={editorStrings.toolbarLabel} gap="1" wrap="nowrap" data-tour="toolbar">
      {editor.mayEdit && (
        <>
          <Button asChild size="xs" variant={editing ? 'solid' : 'outline'} data-tour="modes">
            <Link to={`/${mapId}/edit`}>
              <Icon as={mapIcons.edit} aria-hidden />
              {mapScreenStrings.modes.edit}
            </Link>
          </Button>
          <Button asChild size="xs" variant={editing ? 'outline' : 'solid'}>
            <Link to={`/${mapId}/review`}>
              <Icon as={mapIcons.review} aria-hidden />
              {mapScreenStrings.modes.review}
            </Link>
          </Button>
        </>
      )}
      {editor.mayPersonalise && (
        // Personalising is a reader's editing: their own nodes over the author's map (issue 23).
        <Button asChild size="xs" variant={editing ? 'solid' : 'outline'} data-tour="modes">
          <Link to={`/${mapId}/edit`}>{mapScreenStrings.modes.personalise}</Link>
        </Button>
      )}
      {editing && (
        <>
          <IconAction
            {...TOOL}
            icon={mapIcons.undo}
            label={editorStrings.undo}
            tooltip={withShortcut(editorStrings.undo, 'undo')}
            onClick={() => document.undo()}
            data-tour="undo"
            disabled={!canUndo(document.history)}
          />
          <IconAction
            {...TOOL}
            icon={mapIcons.redo}
            label={editorStrings.redo}
            tooltip={withShortcut(editorStrings.redo, 'redo')}
            onClick={() => document.redo()}
            disabled={!canRedo(document.history)}
          />
          <IconAction
            {...TOOL}
            icon={mapIcons.addNode}
            label={editorStrings.addNode}
            tooltip={withShortcut(editorStrings.addNode, 'addNode')}
            onClick={onAddNode}
            data-tour="add-node"
          />
          <IconAction
            {...TOOL}
            icon={mapIcons.bulkAdd}
            label={editorStrings.bulkAdd}
            onClick={onBulkAdd}
            data-tour="bulk-add"
          />
          <IconAction
            {...TOOL}
            icon={mapIcons.addChildren}
            label={editorStrings.addChildren}
            onClick={onAddChildren}
            disabled={editor.selectedNodes.length !== 1}
          />
          <IconAction
            {...TOOL}
            icon={mapIcons.link}
            label={editorStrings.link}
            tooltip={withShortcut(editorStrings.linkHelp, 'link')}
            variant={editor.linking.from ? 'subtle' : TOOL.variant}
            aria-pressed={editor.linking.from !== null}
            data-tour="link"
            disabled={editor.linking.from === null && editor.selectedNodes.length !== 1}
            onClick={() => {
              if (editor.linking.from) editor.linking.cancel();
              else {
                const refusal = editor.linking.start();
                if (refusal) onError(refusal);
              }
            }}
          />
          <ArrangeMenu
            selectedCount={editor.selectedNodes.length}
            onArrange={onArrange}
            onLayOut={onLayOut}
          />
          <IconAction
            {...TOOL}
            danger
            icon={mapIcons.delete}
            label={editorStrings.delete}
            tooltip={withShortcut(editorStrings.delete, 'delete')}
            onClick={() => onResult(editor.deleteSelected())}
            data-tour="delete"
            disabled={editor.selectedNodes.length === 0 && editor.selectedConnection.connection === null}
          />
          <NativeSelect.Root size="xs" width="auto" data-tour="connection-type">
            <NativeSelect.Field
              aria-label={editorStrings.connectionType}
              value={editor.newConnectionType ?? ''}
              onChange={(event) => editor.setConnectionType(Number(event.target.value) as ConnectionType)}
            >
              {VISIBLE_CONNECTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {connectionTypeLabel(type)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </>
      )}
      {editor.canSave && (
        // The primary action keeps its word beside the icon.
        <Tooltip content={withShortcut(editorStrings.save, 'save')}>
          <Button
            size="xs"
            colorPalette="brand"
            onClick={() => void editor.save()}
            data-tour="save"
            disabled={!document.modified}
          >
            <Icon as={mapIcons.save} aria-hidden />
            {editorStrings.save}
          </Button>
        </Tooltip>
      )}
      {document.map && (
        <MapFileMenu
          map={document.map}
          onSaveAs={editor.canSaveAs ? onSaveAs : undefined}
          record={document.record}
          onRenamed={(renamed) => document.renamed(renamed)}
          onError={onError}
        />
      )}
      <IconAction
        {...TOOL}
        icon={mapIcons.panMode}
        label={mapScreenStrings.panMode}
        tooltip={mapScreenStrings.panModeTooltip}
        variant={panMode ? 'subtle' : TOOL.variant}
        aria-pressed={panMode}
        onClick={() => onPanMode(!panMode)}
      />
      <MapSettingsButton editor={editor} onResult={onResult} />
      {document.modified && editor.saveState.status !== 'saving' && (
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" data-testid="modified">
          {mapScreenStrings.modified}
        </Text>
      )}
      {saveText && (
        <Text
          fontSize="xs"
          role="status"
          data-testid="save-state"
          whiteSpace="nowrap"
          color={editor.saveState.status === 'failed' ? 'fg.error' : 'fg.muted'}
        >
          {saveText}
        </Text>
      )}
    </HStack>
  );
});
