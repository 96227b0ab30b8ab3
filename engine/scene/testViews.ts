/** Test helper (not part of the engine's API): a plain 100 by 50 node view with the given fields. */
import type { NodeView } from './views';

export function testNodeView(id: string, x: number, y: number, fields: Partial<NodeView> = {}): NodeView {
  return {
    id,
    x,
    y,
    width: 100,
    height: 50,
    fill: 0xffffff,
    border: 0,
    borderWidth: 1,
    textColour: 0,
    title: id,
    fontSize: 16,
    selected: false,
    highlight: false,
    ...fields,
  };
}
