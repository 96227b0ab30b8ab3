import { useCallback, useState } from 'react';
import { screenToWorld, worldToScreen } from '../../../engine/geometry/camera';
import type { Point } from '../../../engine/geometry/vector';
import type { MapEngine } from '../../../engine/MapEngine';
import type { EditResult } from '../../../src/model/actions/types';
import type { Position } from '../../../src/model/map/bounds';
import type { ConnectionType } from '../../../src/model/map/constants';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { type ContextCommand, type ContextTarget, contextMenuCommands } from './contextMenuEntries';
import { type ContextMenuRequest, TRUTH_COLOUR } from './MapContextMenu';
import { contextMenuStrings as strings } from './strings';

/** What the engine's contextMenu event gives, with the page point and the map point it was at. */
export interface CanvasContextMenu {
  nodeId: string | null;
  connectionId: string | null;
  client: Point;
  position: Position;
}

export interface ContextMenuCommands {
  editor: MapEditorStore;
  engine: MapEngine | null;
  report: (result: EditResult | null) => void;
  /** The toolbar's Add node, at a map point. */
  addNodeAt: (at: Position) => void;
  /** The toolbar's Add children dialog, for the selected node. */
  openAddChildren: () => void;
}

/**
 * The context menu's state and its commands, each the editor's own (the toolbar and the shortcuts call
 * the same ones). Opening it on a node outside the selection selects that node, and on a connection
 * selects the connection, so what the menu does is what the panels and the toolbar show selected.
 */
export function useMapContextMenu({
  editor,
  engine,
  report,
  addNodeAt,
  openAddChildren,
}: ContextMenuCommands) {
  const [request, setRequest] = useState<ContextMenuRequest | null>(null);

  const open = useCallback(
    (target: ContextTarget, client: Point) => {
      if (target.kind === 'node' && !editor.document.session.selection.includes(target.nodeId))
        editor.select([target.nodeId]);
      if (target.kind === 'connection') editor.selectedConnection.select(target.connectionId);
      if (contextMenuCommands(target.kind, editor.canEdit).length > 0) setRequest({ target, client });
    },
    [editor],
  );

  /** From the canvas: the node, else the connection, else the empty map point under the pointer. */
  const openOnCanvas = useCallback(
    ({ nodeId, connectionId, client, position }: CanvasContextMenu) =>
      open(
        nodeId !== null
          ? { kind: 'node', nodeId }
          : connectionId !== null
            ? { kind: 'connection', connectionId }
            : { kind: 'canvas', position },
        client,
      ),
    [open],
  );

  /** From the keyboard: on the selected node, else the selected connection, else the middle of the view. */
  const openOnSelection = useCallback(() => {
    if (!engine) return;
    const rect = engine.canvas.getBoundingClientRect();
    const onPage = (world: Point): Point => {
      const screen = worldToScreen(engine.camera, world.x, world.y);
      return { x: rect.left + screen.x, y: rect.top + screen.y };
    };
    const node = editor.selectedNodes[0];
    const view = node && engine.nodes.get(node.id);
    if (node && view) {
      open(
        { kind: 'node', nodeId: node.id },
        onPage({ x: view.x + view.width / 2, y: view.y + view.height }),
      );
      return;
    }
    const connection = editor.selectedConnection.connection;
    const ends = connection && [engine.nodes.get(connection.from), engine.nodes.get(connection.to)];
    if (connection && ends?.[0] && ends[1]) {
      const [from, to] = ends;
      const middle = {
        x: (from.x + from.width / 2 + to.x + to.width / 2) / 2,
        y: (from.y + from.height / 2 + to.y + to.height / 2) / 2,
      };
      open({ kind: 'connection', connectionId: connection.id }, onPage(middle));
      return;
    }
    const centre = { x: engine.viewport.width / 2, y: engine.viewport.height / 2 };
    open(
      { kind: 'canvas', position: screenToWorld(engine.camera, centre.x, centre.y) },
      { x: rect.left + centre.x, y: rect.top + centre.y },
    );
  }, [editor, engine, open]);

  const close = useCallback(() => setRequest(null), []);

  const run = useCallback(
    (target: ContextTarget, command: ContextCommand, choice?: string) => {
      setRequest(null);
      const refused = () => report({ ok: false, error: strings.clipboardRefused });
      switch (command) {
        case 'addChild':
          if (target.kind === 'node') editor.select([target.nodeId]);
          openAddChildren();
          return;
        case 'linkFrom': {
          if (target.kind === 'node') editor.select([target.nodeId]);
          const refusal = editor.linking.start();
          if (refusal) report({ ok: false, error: refusal });
          return;
        }
        case 'copy': {
          const text = editor.copySelection();
          if (text !== null) navigator.clipboard.writeText(text).catch(refused);
          return;
        }
        case 'delete':
          report(editor.deleteSelected());
          return;
        case 'colour':
          if (choice !== undefined) report(editor.colourSelected(choice === TRUTH_COLOUR ? null : choice));
          return;
        case 'connectionType':
          if (target.kind === 'connection' && choice !== undefined)
            report(
              editor.edit({
                type: 'changeConnectionType',
                connectionId: target.connectionId,
                connectionType: Number(choice) as ConnectionType,
              }),
            );
          return;
        case 'addNodeHere':
          if (target.kind === 'canvas') addNodeAt(target.position);
          return;
        case 'paste':
          if (target.kind !== 'canvas') return;
          navigator.clipboard.readText().then((text) => {
            if (text.trim() !== '') report(editor.paste(text, target.position));
          }, refused);
          return;
        case 'selectAll':
          editor.selectAll();
          return;
        case 'zoomToFit':
          engine?.zoomToFit();
          return;
      }
    },
    [editor, engine, report, addNodeAt, openAddChildren],
  );

  const connectionId = request?.target.kind === 'connection' ? request.target.connectionId : null;
  const connectionType =
    editor.document.map?.connections.find((connection) => connection.id === connectionId)?.type ?? null;
  return { request, openOnCanvas, openOnSelection, close, run, connectionType };
}
