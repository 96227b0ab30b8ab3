import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
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
import { Tooltip } from '../../components/Tooltip';
import { connectionTypeLabel } from '../../panels/connectionStrings';
import { ArrangeMenu } from './ArrangeMenu';
import { MapFileMenu } from './MapFileMenu';
import { MapSettingsButton } from './MapSettingsButton';
import { editorStrings, mapScreenStrings } from './strings';

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
    <HStack role="toolbar" aria-label={editorStrings.toolbarLabel} gap="2" wrap="wrap" data-tour="toolbar">
      {editor.mayEdit && (
        <>
          <Button asChild size="xs" variant={editing ? 'solid' : 'outline'} data-tour="modes">
            <Link to={`/${mapId}/edit`}>{mapScreenStrings.modes.edit}</Link>
          </Button>
          <Button asChild size="xs" variant={editing ? 'outline' : 'solid'}>
            <Link to={`/${mapId}/review`}>{mapScreenStrings.modes.review}</Link>
          </Button>
        </>
      )}
      {editing && (
        <>
          <Button
            size="xs"
            variant="outline"
            onClick={() => document.undo()}
            data-tour="undo"
            disabled={!canUndo(document.history)}
          >
            {editorStrings.undo}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => document.redo()}
            disabled={!canRedo(document.history)}
          >
            {editorStrings.redo}
          </Button>
          <Button size="xs" variant="outline" onClick={onAddNode} data-tour="add-node">
            {editorStrings.addNode}
          </Button>
          <Button size="xs" variant="outline" onClick={onBulkAdd} data-tour="bulk-add">
            {editorStrings.bulkAdd}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={onAddChildren}
            disabled={editor.selectedNodes.length !== 1}
          >
            {editorStrings.addChildren}
          </Button>
          <Button
            size="xs"
            variant={editor.linking.from ? 'subtle' : 'outline'}
            aria-pressed={editor.linking.from !== null}
            title={editorStrings.linkHelp}
            data-tour="link"
            disabled={editor.linking.from === null && editor.selectedNodes.length !== 1}
            onClick={() => {
              if (editor.linking.from) editor.linking.cancel();
              else {
                const refusal = editor.linking.start();
                if (refusal) onError(refusal);
              }
            }}
          >
            {editorStrings.link}
          </Button>
          <ArrangeMenu
            selectedCount={editor.selectedNodes.length}
            onArrange={onArrange}
            onLayOut={onLayOut}
          />
          <Button
            size="xs"
            variant="outline"
            onClick={() => onResult(editor.deleteSelected())}
            data-tour="delete"
            disabled={editor.selectedNodes.length === 0 && editor.selectedConnection.connection === null}
          >
            {editorStrings.delete}
          </Button>
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
        <Button
          size="xs"
          colorPalette="brand"
          onClick={() => void editor.save()}
          data-tour="save"
          disabled={!document.modified}
        >
          {editorStrings.save}
        </Button>
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
      <Tooltip content={mapScreenStrings.panModeHelp}>
        <Button
          size="xs"
          variant={panMode ? 'subtle' : 'outline'}
          aria-pressed={panMode}
          onClick={() => onPanMode(!panMode)}
        >
          {mapScreenStrings.panMode}
        </Button>
      </Tooltip>
      <MapSettingsButton editor={editor} onResult={onResult} />
      {document.modified && editor.saveState.status !== 'saving' && (
        <Text fontSize="xs" color="fg.muted" data-testid="modified">
          {mapScreenStrings.modified}
        </Text>
      )}
      {saveText && (
        <Text
          fontSize="xs"
          role="status"
          data-testid="save-state"
          color={editor.saveState.status === 'failed' ? 'fg.error' : 'fg.muted'}
        >
          {saveText}
        </Text>
      )}
    </HStack>
  );
});
