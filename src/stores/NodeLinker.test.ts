import { describe, expect, it } from 'vitest';
import { CONNECTION_TYPE, OPERATION_MODE } from '../model/map/constants';
import type { MapEditorStore } from './MapEditorStore';
import { LINKING_MESSAGES } from './NodeLinker';
import { SAVE_MESSAGES } from './saveMessages';
import { openEmptyMapInEditMode } from './testEditor';

/** An editor in edit mode on a map of three nodes, A selected. */
async function editorWithThreeNodes(): Promise<{ editor: MapEditorStore; ids: string[] }> {
  const editor = await openEmptyMapInEditMode('Links');
  for (const [i, title] of ['A', 'B', 'C'].entries()) editor.addNode(title, { x: i * 300, y: 0 });
  const ids = editor.document.map?.nodes.map((node) => node.id) ?? [];
  editor.document.apply({ type: 'setSelection', nodeIds: [ids[0] ?? ''] });
  return { editor, ids };
}

const connections = (editor: MapEditorStore) =>
  editor.document.map?.connections.map(({ from, to, type }) => ({ from, to, type })) ?? [];

describe('NodeLinker', () => {
  it('links the selected node to the next node selected with the new-connection type, then stops', async () => {
    const { editor, ids } = await editorWithThreeNodes();
    const [a = '', b = '', c = ''] = ids;
    editor.setConnectionType(CONNECTION_TYPE.TRUTH);
    expect(editor.linking.start()).toBeNull();
    expect(editor.linking.from?.title).toBe('A');
    expect(editor.linking.select(b)?.ok).toBe(true);
    expect(connections(editor)).toEqual([{ from: a, to: b, type: CONNECTION_TYPE.TRUTH }]);
    expect(editor.linking.state.status).toBe('idle');
    expect(editor.linking.select(c)).toBeNull();
    expect(connections(editor)).toHaveLength(1);
  });

  it('gathers a group one selection after another', async () => {
    const { editor, ids } = await editorWithThreeNodes();
    const [a = '', b = '', c = ''] = ids;
    editor.setConnectionType(CONNECTION_TYPE.GROUP);
    editor.linking.start();
    editor.linking.select(b);
    editor.linking.select(c);
    expect(connections(editor)).toEqual([
      { from: a, to: b, type: CONNECTION_TYPE.GROUP },
      { from: a, to: c, type: CONNECTION_TYPE.GROUP },
    ]);
    editor.linking.cancel();
    expect(editor.linking.from).toBeNull();
  });

  it('is refused without exactly one selected node, and outside edit modes', async () => {
    const { editor, ids } = await editorWithThreeNodes();
    editor.document.apply({ type: 'setSelection', nodeIds: ids });
    expect(editor.linking.start()).toBe(LINKING_MESSAGES.selectOne);
    editor.document.apply({ type: 'setSelection', nodeIds: [] });
    expect(editor.linking.start()).toBe(LINKING_MESSAGES.selectOne);
    editor.document.apply({ type: 'setSelection', nodeIds: [ids[0] ?? ''] });
    editor.enterMode(OPERATION_MODE.REVIEW);
    expect(editor.linking.start()).toBe(SAVE_MESSAGES.readOnly);
  });

  it('ends, linking nothing, once the start node is gone', async () => {
    const { editor, ids } = await editorWithThreeNodes();
    editor.linking.start();
    editor.deleteSelected();
    expect(editor.linking.from).toBeNull();
    expect(editor.linking.select(ids[1] ?? '')).toBeNull();
    expect(editor.linking.state.status).toBe('idle');
    expect(connections(editor)).toEqual([]);
  });
});
