/**
 * What the canvas's colours and lines mean, read from the rules the engine draws with (so the legend
 * cannot drift from the drawing): node fills by truth at each step of the scale, and each connection
 * type's line, Truth connections at each strength band.
 */
import { connectionStroke, STRENGTH_DASH_BANDS } from '../../engine/geometry/strokes';
import { truthColourOf } from '../../engine/geometry/truthColour';
import { truthColoursOf } from '../../engine/scene/nodeView';
import {
  CONNECTION_TYPE,
  type ConnectionType,
  DEFAULT_RELEVANCE,
  STRENGTH_MAX,
  VISIBLE_CONNECTION_TYPES,
} from '../../src/model/map/constants';
import type { MapSettings } from '../../src/model/map/settings';
import { STRENGTH_STEPS, strengthLabel } from '../../src/model/truth/messages';
import { connectionTypeLabel } from '../panels/connectionStrings';
import { mapScreenStrings } from '../screens/map/strings';

export interface LegendSwatch {
  label: string;
  colour: string;
}

export interface LegendLine {
  label: string;
  width: number;
  dash: readonly number[] | null;
  arrowAtStart: boolean;
}

/** A node's fill at each step of the truth scale, from true to false. */
export function truthSwatches(settings: MapSettings): LegendSwatch[] {
  const colours = truthColoursOf(settings);
  return [...STRENGTH_STEPS].reverse().map((step) => ({
    label: strengthLabel(step),
    colour: truthColourOf(step, colours),
  }));
}

function lineOf(label: string, type: ConnectionType, strength: number): LegendLine {
  const stroke = connectionStroke({
    type,
    strength,
    relevance: DEFAULT_RELEVANCE,
    width: undefined,
    colour: undefined,
  });
  return { label, width: stroke.width, dash: stroke.dash, arrowAtStart: stroke.arrowAtStart };
}

/** Each drawn connection type's line (at full strength), then Truth's weaker by band, down to dotted. */
export function connectionLines(): LegendLine[] {
  const types = VISIBLE_CONNECTION_TYPES.map((type) => lineOf(connectionTypeLabel(type), type, STRENGTH_MAX));
  const bands = [...STRENGTH_DASH_BANDS].reverse().map(({ maxRatio }) => {
    const strength = Math.round(maxRatio * STRENGTH_MAX);
    return lineOf(mapScreenStrings.legendTruthUpTo(strengthLabel(strength)), CONNECTION_TYPE.TRUTH, strength);
  });
  return [...types, ...bands];
}
