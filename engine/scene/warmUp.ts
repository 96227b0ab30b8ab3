/** The node and connection MapEngine draws once at start-up so every shader program is linked early. */
import type { EdgeView, NodeView } from './views';

export const WARM_UP_NODE: NodeView = {
  id: 'warm-up',
  x: 0,
  y: 0,
  width: 100,
  height: 40,
  fill: 0xffffff,
  border: 0,
  borderWidth: 1,
  textColour: 0,
  title: 'A',
  fontSize: 16,
  selected: false,
  highlight: false,
};
export const WARM_UP_EDGE: EdgeView = {
  id: 'warm-up',
  from: 'warm-up',
  to: 'warm-up',
  points: [0, 0, 10, 10],
  colour: 0,
  width: 1,
  dash: null,
  arrow: { x: 10, y: 10, dx: 1, dy: 1 },
  startArrow: null,
};
