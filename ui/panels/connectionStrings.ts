/** Texts of the connection panel and the names of connection types, line types and locations. */
import {
  CONNECTION_TYPE,
  type ConnectionLocation,
  type ConnectionType,
  type LineType,
  type ReverseCondition,
  type Visibility,
} from '../../src/model/map/constants';

const TYPE_LABELS = new Map<ConnectionType, string>(
  Object.entries(CONNECTION_TYPE).map(([name, value]) => [
    value,
    name.charAt(0) + name.slice(1).toLowerCase(),
  ]),
);

/** 'Truth' for TRUTH. */
export function connectionTypeLabel(type: ConnectionType): string {
  return TYPE_LABELS.get(type) ?? String(type);
}

export const LINE_TYPE_LABELS: Readonly<Record<LineType, string>> = {
  auto: 'Automatic',
  curve: 'Curve',
  elbow: 'Elbow',
  straight: 'Straight',
};

export const LOCATION_LABELS: Readonly<Record<ConnectionLocation, string>> = {
  auto: 'Automatic',
  left: 'Left',
  top: 'Top',
  right: 'Right',
  bottom: 'Bottom',
};

export const VISIBILITY_LABELS: Readonly<Record<Visibility, string>> = {
  visible: 'Visible',
  hidden: 'Hidden',
  collapsed: 'Collapsed',
};

/** When a reversal (of a node's truth or a connection's strength) applies. */
export const REVERSE_CONDITION_LABELS: Readonly<Record<ReverseCondition, string>> = {
  always: 'Always',
  ifTrue: 'When true',
  ifFalse: 'When false',
};

export const connectionStrings = {
  panel: 'Connection',
  between: (from: string, to: string) => `${from} → ${to}`,
  type: 'Type',
  label: 'Label',
  labelFontSize: 'Label size',
  lineType: 'Line',
  fromLocation: 'Leaves its source at',
  toLocation: 'Meets its target at',
  strength: 'Strength',
  noStrength: 'No strength',
  setStrength: 'Set strength',
  relevance: 'Relevance',
  reverseStrength: 'Reverse strength',
  reverseStrengthCondition: 'Reverse the strength',
  /** What the type does that has no field of its own (spec 2 section 5): inferring and collapsing. */
  inferring: 'Inferring connection',
  collapsing: 'Collapses: hidden along with the nodes a collapsed node hides',
  collapsingDescendants: 'Collapses: only with the descendants of a collapsed node',
  colour: 'Colour',
  defaultColour: 'Default colour',
  width: 'Width',
  defaultWidth: 'Default width',
  claimType: 'Claim type',
  fallacyType: 'Fallacy',
  none: 'None',
  visibility: 'Visibility',
  waypoints: (count: number) =>
    count === 0
      ? 'No waypoints: drag a handle on the line to bend it'
      : `${count} waypoint${count === 1 ? '' : 's'} (double-click one to remove it)`,
  removeWaypoints: 'Remove waypoints',
  delete: 'Delete connection',
} as const;
