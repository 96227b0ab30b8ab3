import { describe, expect, it } from 'vitest';
import { OPERATION_MODE } from '../model/map/constants';
import type { MapEditorStore } from './MapEditorStore';
import { openEmptyMapInEditMode } from './testEditor';

async function openEditor(): Promise<MapEditorStore> {
  const editor = await openEmptyMapInEditMode('Bends');
  editor.addNode('A', { x: 0, y: 0 });
  editor.addNode('B', { x: 400, y: 0 });
  const [a, b] = editor.document.map?.nodes ?? [];
  if (!a || !b) throw new Error('nodes not added');
  const connected = editor.connect(a.id, b.id);
  if (!connected.ok) throw new Error(connected.error);
  return editor;
}

describe('ConnectionSelection', () => {
  it('selects a connection and lets the selected nodes go', async () => {
    const editor = await openEditor();
    expect(editor.selectedNodes).toHaveLength(1);
    const id = editor.document.map?.connections.at(0)?.id ?? '';
    editor.selectedConnection.select(id);
    expect(editor.selectedConnection.connection?.id).toBe(id);
    expect(editor.selectedNodes).toHaveLength(0);
  });

  it('sets waypoints from positions, keeping the ids of those that stay, as one undoable step', async () => {
    const editor = await openEditor();
    const id = editor.document.map?.connections.at(0)?.id ?? '';
    editor.selectedConnection.select(id);
    expect(editor.selectedConnection.setWaypoints(id, [{ x: 200, y: 200 }])?.ok).toBe(true);
    const [first] = editor.selectedConnection.connection?.waypoints ?? [];
    editor.selectedConnection.setWaypoints(id, [
      { x: 200, y: 200 },
      { x: 300, y: 100 },
    ]);
    expect(editor.selectedConnection.connection?.waypoints.map((w) => w.id)[0]).toBe(first?.id);
    expect(editor.selectedConnection.connection?.waypoints).toHaveLength(2);
    editor.document.undo();
    expect(editor.selectedConnection.connection?.waypoints).toEqual([first]);
  });

  it("deletes the selected connection with the editor's Delete when no node is selected", async () => {
    const editor = await openEditor();
    const id = editor.document.map?.connections.at(0)?.id ?? '';
    editor.selectedConnection.select(id);
    expect(editor.deleteSelected()?.ok).toBe(true);
    expect(editor.document.map?.connections).toEqual([]);
    expect(editor.selectedConnection.connection).toBeNull();
    editor.document.undo();
    expect(editor.selectedConnection.connection?.id).toBe(id);
  });

  it('changes nothing in a read-only mode', async () => {
    const editor = await openEditor();
    const id = editor.document.map?.connections.at(0)?.id ?? '';
    editor.enterMode(OPERATION_MODE.REVIEW);
    editor.selectedConnection.select(id);
    expect(editor.selectedConnection.setWaypoints(id, [{ x: 1, y: 1 }])?.ok).toBe(false);
    expect(editor.deleteSelected()?.ok).toBe(false);
    expect(editor.document.map?.connections).toHaveLength(1);
  });
});
