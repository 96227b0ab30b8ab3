import { Box, Button, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { Camera } from '../../../engine/geometry/camera';
import type { MapEngine } from '../../../engine/MapEngine';
import { type MapMedia, serverMapMedia } from '../../../src/api/media';
import type { EditResult, MapAction } from '../../../src/model/actions/types';
import type { Position } from '../../../src/model/map/bounds';
import { OPERATION_MODE, type OperationMode } from '../../../src/model/map/constants';
import type { MapRouteSuffix } from '../../../src/model/map/routes';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import type { UserNotesStore } from '../../../src/stores/UserNotesStore';
import { FormError } from '../../components/FormError';
import { TextEntryDialog } from '../../dialogs/TextEntryDialog';
import { LiveEditBar } from '../../live/LiveEditBar';
import { liveSessionStrings } from '../../live/strings';
import { useLiveMap } from '../../live/useLiveMap';
import { MapCanvas } from '../../map/MapCanvas';
import { MapLegend } from '../../map/MapLegend';
import { Minimap } from '../../map/Minimap';
import { NodeTruthTooltip } from '../../map/NodeTruthTooltip';
import { ConnectionPanel } from '../../panels/ConnectionPanel';
import { EditorPanels } from '../../panels/EditorPanels';
import { NodePanel } from '../../panels/NodePanel';
import { PanelToggles } from '../../panels/PanelToggles';
import { usePanelSettings } from '../../panels/usePanelSettings';
import { useStores } from '../../shell/StoreContext';
import { TopBarMenus } from '../../shell/TopBarMenus';
import { useMapTourRunner } from '../../tours/useMapTourRunner';
import { CourseMenu } from './course/CourseMenu';
import { focusTitleNow } from './focusTitle';
import { MapContextMenu } from './MapContextMenu';
import { MapHeader } from './MapHeader';
import { MapToolbar } from './MapToolbar';
import { NewerVersionNotice } from './NewerVersionNotice';
import { OfflineMenuContext, useStoredMapOffline } from './offlineMenu';
import { PractiseMenu } from './PractiseMenu';
import { PresentationsMenu } from './PresentationsMenu';
import { QuizMenu } from './QuizMenu';
import { editorStrings, mapScreenStrings as strings } from './strings';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useDeepLink } from './useDeepLink';
import { useEditorShortcuts } from './useEditorShortcuts';
import { followLinkedNode, useLinkFollowing } from './useLinkFollowing';
import { useMapContextMenu } from './useMapContextMenu';
import { useMapEditor, useUserNotes } from './useMapEditor';
import { useRememberedCamera } from './useRememberedCamera';
import { useThumbnailOnSave } from './useThumbnailOnSave';
import { ViewControls } from './ViewControls';
import { centredOn, drawnBoxes, newNodeSize, surroundingsOf, viewportCentre } from './viewport';

/** The mode each route suffix opens a map in (spec 2 section 2); the bare route's is the screen's default. */
const ROUTE_MODES: Record<MapRouteSuffix, OperationMode> = {
  edit: OPERATION_MODE.EDIT,
  review: OPERATION_MODE.REVIEW,
  liveedit: OPERATION_MODE.LIVE_EDIT,
};

type OpenDialog = 'bulkAdd' | 'addChildren' | 'saveAs' | null;

/**
 * /:documentId, /:documentId/edit, /:documentId/review: the map on the GPU canvas with its editor. Each
 * map gets its own stores and canvas; switching between a map's modes keeps them.
 */
function MapScreen() {
  const { documentId = '' } = useParams();
  return <StoredMapScreen key={documentId} documentId={documentId} />;
}

/** A map stored on the server; its File menu can keep it offline. */
const StoredMapScreen = observer(function StoredMapScreen({ documentId }: { documentId: string }) {
  const editor = useMapEditor(documentId);
  const userNotes = useUserNotes(documentId);
  const { session } = useStores();
  const [media] = useState(() => serverMapMedia(session, documentId));
  return (
    <OfflineMenuContext.Provider value={useStoredMapOffline(editor, documentId)}>
      <MapEditorScreen
        documentId={documentId}
        editor={editor}
        userNotes={userNotes}
        media={media}
        drawsThumbnails
        liveEdit
      />
    </OfflineMenuContext.Provider>
  );
});

export interface MapEditorScreenProps {
  /** The map's path in its routes (`/{id}/edit`, `/offline/{id}/edit`). */
  documentId: string;
  /** The map's id, which its user settings are kept under; `documentId` unless the path says more. */
  mapId?: string;
  editor: MapEditorStore;
  /** The mode of the bare route (`/{id}`): review only for stored maps (maps load in review only). */
  defaultMode?: OperationMode;
  /** More of the header, after the panel toggles (the offline copy's sync). */
  headerExtra?: ReactNode;
  /** The user's own notes on the map; none for a map not kept on the server (sandbox, offline copy). */
  userNotes?: UserNotesStore | null;
  /** Uploads for the map (level backgrounds); none for a map not kept on the server. */
  media?: MapMedia | null;
  /** The map's changes are kept as they are made (the sandbox's, in the browser): leaving loses nothing. */
  workKept?: boolean;
  /** Each save to the server sends the map's thumbnail (a stored map's screen). */
  drawsThumbnails?: boolean;
  /** The map can be edited live at `/{id}/liveedit` (a stored map's screen). */
  liveEdit?: boolean;
}

/** The map on the GPU canvas with the editor around it, in the mode its route asks for. */
export const MapEditorScreen = observer(function MapEditorScreen({
  documentId,
  mapId = documentId,
  editor,
  defaultMode = OPERATION_MODE.REVIEW_ONLY,
  headerExtra,
  userNotes = null,
  media = null,
  workKept = false,
  drawsThumbnails = false,
  liveEdit = false,
}: MapEditorScreenProps) {
  const { mode: routeMode = '' } = useParams();
  // At /{id}/liveedit the live session's channel follows the map; elsewhere the newer-version notice does.
  const liveRoute = liveEdit && routeMode === 'liveedit';
  const requestedMode = routeMode === '' ? defaultMode : ROUTE_MODES[routeMode as MapRouteSuffix];
  const { document } = editor;
  const { notifications } = useStores();
  const [camera, setCamera] = useState<Camera | null>(null);
  const [engine, setEngine] = useState<MapEngine | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const panelSettings = usePanelSettings(mapId);
  const { showMainEditor, zoomToFit, panMode, showMinimap } = panelSettings.settings;
  const rememberedCamera = useRememberedCamera(panelSettings);
  const navigate = useNavigate();
  const loaded = document.state.status === 'ready';

  useEffect(() => {
    if (loaded && requestedMode !== undefined) editor.enterMode(requestedMode);
  }, [editor, loaded, requestedMode]);
  const updatePanels = panelSettings.update;
  const tours = useMapTourRunner({
    editor,
    editPath: `/${documentId}/edit`,
    showMainEditor: useCallback(() => updatePanels({ showMainEditor: true }), [updatePanels]),
  });

  /** Refusals (a node used in a presentation, a duplicate connection) are told, not swallowed. */
  const report = useCallback(
    (result: EditResult | null) => {
      if (result && !result.ok)
        notifications.notify({ alertType: 'error', topic: result.topic, text: result.error });
    },
    [notifications],
  );
  const apply = useCallback((action: MapAction) => report(editor.edit(action)), [editor, report]);
  // Retitling shows the main editor first if it is hidden; the title takes the keys typed from now on.
  const focusTitle = useCallback(
    () =>
      focusTitleNow(titleRef, () => {
        if (!showMainEditor) panelSettings.update({ showMainEditor: true });
      }),
    [showMainEditor, panelSettings],
  );
  // Centred on `at` (a double-click) or in the middle of the view, or the nearest place to it clear of
  // the nodes already there; the user types its title straight away.
  const addNodeAt = useCallback(
    (at?: Position) => {
      const title = editorStrings.newNodeTitle;
      const size = newNodeSize(title);
      const wanted = at ? centredOn(at, size) : viewportCentre(engine, size);
      const result = editor.addNode(title, wanted, surroundingsOf(engine));
      report(result);
      if (result.ok) focusTitle();
    },
    [editor, engine, report, focusTitle],
  );
  const addNode = useCallback(() => addNodeAt(), [addNodeAt]);
  const contextMenu = useMapContextMenu({
    editor,
    engine,
    report,
    addNodeAt,
    openAddChildren: useCallback(() => setDialog('addChildren'), []),
  });
  const { live, members: liveMembers } = useLiveMap({
    editor,
    mapId,
    engine,
    active: liveRoute,
    onEnded: useCallback(() => navigate(`/${documentId}`), [navigate, documentId]),
  });
  useDeepLink(editor, engine);
  useThumbnailOnSave(editor, engine, drawsThumbnails);
  const links = useLinkFollowing(editor, engine, report);
  useEditorShortcuts(editor, {
    focusTitle,
    addNode,
    // At the pointer when it is over the map, as in drawing tools; else in the middle of the view.
    pasteOrigin: useCallback(
      () => engine?.pointerPosition ?? viewportCentre(engine, { width: 0, height: 0 }),
      [engine],
    ),
    report,
    openContextMenu: contextMenu.openOnSelection,
  });

  if (requestedMode === undefined) return <Navigate to={`/${documentId}`} replace />;
  if (document.state.status === 'failed') return <FormError message={document.state.error} />;
  const map = document.map;
  const editing = editor.canEdit;
  const selected = editor.selectedNodes;
  const connection = editor.selectedConnection.connection;
  const notice =
    loaded && requestedMode === OPERATION_MODE.EDIT && !editor.mayEdit && !editor.mayPersonalise
      ? strings.noEditRights
      : null;

  return (
    <Flex direction="column" h="100dvh">
      <MapHeader
        title={map?.name ?? strings.loading}
        modeLabel={strings.modes[editor.mode] ?? editor.mode}
        end={<TopBarMenus mapId={mapId} connectionRequired={routeMode === 'liveedit'} tours={tours} />}
        panels={map && <PanelToggles mapId={mapId} />}
      >
        {headerExtra}
        <NewerVersionNotice editor={editor} mapId={mapId} follows={liveEdit && !liveRoute} />
        {live && (
          <LiveEditBar
            live={live}
            members={liveMembers}
            mayStart={editor.rights?.hasShareRights ?? false}
            onError={(text) => notifications.notify({ alertType: 'error', text })}
          />
        )}
        {map && (
          <MapToolbar
            editor={editor}
            mapId={documentId}
            onAddNode={addNode}
            onBulkAdd={() => setDialog('bulkAdd')}
            onAddChildren={() => setDialog('addChildren')}
            onArrange={(arrangement) =>
              report(editor.arrangeSelected(arrangement, drawnBoxes(engine, selected)))
            }
            onLayOut={() =>
              report(editor.layOut(drawnBoxes(engine, selected.length >= 2 ? selected : map.nodes)))
            }
            onResult={report}
            onSaveAs={() => setDialog('saveAs')}
            panMode={panMode}
            onPanMode={(on) => panelSettings.update({ panMode: on })}
            onError={(text) => notifications.notify({ alertType: 'error', text })}
          />
        )}
        {map && liveEdit && <PresentationsMenu editor={editor} mapId={documentId} />}
        {map && liveEdit && <QuizMenu editor={editor} mapId={documentId} />}
        {map && liveEdit && <PractiseMenu editor={editor} mapId={documentId} onResult={report} />}
        {map && liveEdit && <CourseMenu editor={editor} mapId={documentId} onResult={report} />}
        {/* Beside the menus, not in the view panel over the canvas: what it covers is left out of comparisons. */}
        {map && <MapLegend settings={map.settings} />}
      </MapHeader>
      {notice && (
        <Text px="4" py="1" fontSize="sm" bg="bg.warning" role="status">
          {notice}
        </Text>
      )}
      <Flex flex="1" minH="0">
        {map && (
          <EditorPanels
            mapId={mapId}
            editor={editor}
            engine={engine}
            report={report}
            userNotes={userNotes}
            media={media}
          />
        )}
        <Box position="relative" flex="1" data-tour="canvas">
          {/* Over the map, not above it: the canvas keeps its place, so a click aimed at a node still hits it. */}
          {editor.linking.from && (
            <HStack position="absolute" top="0" insetX="0" zIndex="1" px="4" py="1" bg="bg.info" gap="3">
              <Text fontSize="sm" role="status" data-testid="linking">
                {editorStrings.linkingFrom(editor.linking.from.title)}
              </Text>
              <Button size="2xs" variant="outline" onClick={() => editor.linking.cancel()}>
                {editorStrings.cancelLinking}
              </Button>
            </HStack>
          )}
          {/* Mounted while the map loads: the engine starts meanwhile, and draws once the map is here. */}
          <MapCanvas
            editor={editor}
            ready={Boolean(map)}
            label={map ? strings.canvasLabel(map.name) : strings.loading}
            interactive={{ select: true, drag: editing, connect: editing, panMode }}
            openAt={rememberedCamera.openAt}
            onCamera={(shown) => {
              setCamera(shown);
              rememberedCamera.onCamera(shown);
            }}
            onResult={report}
            onSelectNodes={(nodeIds) => {
              if (nodeIds.length === 1 && nodeIds[0]) report(editor.linking.select(nodeIds[0]));
              followLinkedNode(editor, links, nodeIds);
            }}
            onReady={setEngine}
            onContextMenu={contextMenu.openOnCanvas}
            // On empty canvas a new node there; on a node, its title to retype.
            onDoubleClick={({ nodeId, position }) => {
              if (!editing) return;
              if (nodeId === null) addNodeAt(position);
              else focusTitle();
            }}
            selectedConnectionId={selected.length === 0 ? editor.selectedConnection.id : null}
            onSelectConnection={(id) => editor.selectedConnection.select(id)}
          />
          <NodeTruthTooltip engine={engine} document={document} />
          <MapContextMenu
            request={contextMenu.request}
            editing={editing}
            connectionType={contextMenu.connectionType}
            onClose={contextMenu.close}
            onCommand={contextMenu.run}
          />
          {document.state.status === 'loading' && (
            <Flex position="absolute" inset="0" align="center" justify="center">
              <Spinner />
            </Flex>
          )}
          <ViewControls
            selectedCount={selected.length}
            camera={camera}
            engine={engine}
            fitOnOpen={zoomToFit}
            onFitOnOpen={(checked) => panelSettings.update({ zoomToFit: checked })}
            showMinimap={showMinimap}
            onShowMinimap={(on) => panelSettings.update({ showMinimap: on })}
          />
          {showMinimap && engine && <Minimap engine={engine} label={strings.minimapLabel} />}
        </Box>
        {showMainEditor && selected.length === 0 && connection && map && (
          <ConnectionPanel
            key={connection.id}
            connection={connection}
            nodes={map.nodes}
            editable={editing}
            apply={apply}
            onDelete={() => report(editor.selectedConnection.deleteSelected())}
            links={links}
          />
        )}
        {showMainEditor && selected.length === 1 && selected[0] && (
          <NodePanel
            key={selected[0].id}
            node={selected[0]}
            editable={editing}
            apply={apply}
            titleRef={titleRef}
            truthStatus={map ? document.calculatedTruth.statusOf(map, selected[0].id) : null}
            nodes={map?.nodes}
            neighbourhoods={map?.neighbourhoods}
            links={links}
            // The map's element (the canvas's host), so the keyboard path goes on from the selection.
            onLeaveTitle={() => engine?.canvas.closest<HTMLElement>('[role="application"]')?.focus()}
          />
        )}
      </Flex>
      <TextEntryDialog
        open={dialog === 'bulkAdd'}
        title={editorStrings.bulkAddTitle}
        label={editorStrings.bulkAddLines}
        helperText={editorStrings.bulkAddHelp}
        submitLabel={editorStrings.add}
        multiline
        onClose={() => setDialog(null)}
        onSubmit={(text) => {
          const result = editor.bulkAdd(
            text,
            viewportCentre(engine, { width: 0, height: 0 }),
            surroundingsOf(engine),
          );
          report(result);
          if (result.ok) setDialog(null);
        }}
      />
      <TextEntryDialog
        open={dialog === 'addChildren'}
        title={editorStrings.addChildrenTitle}
        label={editorStrings.childTitles}
        helperText={editorStrings.childTitlesHelp}
        submitLabel={editorStrings.add}
        multiline
        onClose={() => setDialog(null)}
        onSubmit={(text) => {
          const parent = selected[0];
          const result = parent ? editor.addChildren(parent.id, text, surroundingsOf(engine)) : null;
          report(result);
          if (result?.ok) setDialog(null);
        }}
      />
      <TextEntryDialog
        open={dialog === 'saveAs'}
        title={editorStrings.saveAsTitle}
        label={editorStrings.saveAsName}
        submitLabel={editorStrings.save}
        initialValue={map?.name ?? ''}
        busy={editor.saveState.status === 'saving'}
        error={editor.saveState.status === 'failed' ? editor.saveState.error : null}
        onClose={() => setDialog(null)}
        onSubmit={(name) =>
          void editor.saveAs(name).then((ok) => {
            if (!ok) return;
            setDialog(null);
            // The editor carries on with the copy, at its own address.
            if (document.record) navigate(`/${document.record.id}/edit`);
          })
        }
      />
      <UnsavedChangesGuard
        unsaved={() => [
          ...(userNotes?.modified ? [strings.unsavedNotes] : []),
          // In a live session the server keeps every edit it has: only edits not yet there are at risk.
          ...(live
            ? live.pending.length > 0
              ? [liveSessionStrings.unsyncedLeave]
              : []
            : document.modified && !workKept
              ? [strings.unsavedChanges]
              : []),
        ]}
        staysOnMap={(pathname) => pathname === `/${documentId}` || pathname.startsWith(`/${documentId}/`)}
      />
    </Flex>
  );
});

export default MapScreen;
