/**
 * How a connection's line looks (spec 2 sections 5 and 9): visibility by type, width, dash pattern by
 * strength, user colour and the arrowheads at its ends. Lengths are in map units.
 */
import { allowsAttribute } from '../../src/model/actions/connectionRules';
import type { Connection } from '../../src/model/map/connection';
import {
  CONNECTION_TYPE,
  type ConnectionType,
  DEFAULT_CONNECTION_WIDTH,
  RELEVANCE_MAX,
  STRENGTH_MAX,
  VISIBLE_CONNECTION_TYPES,
} from '../../src/model/map/constants';

/**
 * Dash arrays ([dash, gap, ...]) by strength ratio |strength| / 100; the spec gives the bands, not the
 * patterns. The weaker the claim, the less ink: dots up to 0.1, short dashes up to 0.5, long dashes up to
 * 0.75, solid above.
 */
export const STRENGTH_DASH_BANDS: readonly { readonly maxRatio: number; readonly dash: readonly number[] }[] =
  [
    { maxRatio: 0.1, dash: [2, 6] },
    { maxRatio: 0.5, dash: [6, 6] },
    { maxRatio: 0.75, dash: [12, 6] },
  ];
/** Generic connections are dashed 5 on, 5 off. */
export const GENERIC_DASH: readonly number[] = [5, 5];
/** Arrowhead length and half-width as multiples of the line width: 12 by 12 at the default width 3. */
export const ARROWHEAD_LENGTH_PER_WIDTH = 4;
export const ARROWHEAD_HALF_WIDTH_PER_WIDTH = 2;

export type StrokedConnection = Pick<Connection, 'type' | 'strength' | 'relevance' | 'width' | 'colour'>;

export interface ConnectionStroke {
  /** False for Group connections, which tie a neighbourhood together and are never drawn. */
  visible: boolean;
  width: number;
  /** Dash array, or null for a solid line. */
  dash: readonly number[] | null;
  /** The user's colour where the type allows one; otherwise the scene's default. */
  colour: string | undefined;
  arrowAtStart: boolean;
  arrowAtEnd: boolean;
}

export function isDrawnConnectionType(type: ConnectionType): boolean {
  return VISIBLE_CONNECTION_TYPES.includes(type);
}

/** |strength| / 100, from 0 (neutral) to 1. */
export function strengthRatio(strength: number): number {
  return Math.min(1, Math.abs(strength) / STRENGTH_MAX);
}

/**
 * Default 3; a connection with strength (a Truth connection) is 3 × (0.5 + relevance / 100), so 1.5 at
 * relevance 0 and 4.5 at 100; the user's width where the type allows one.
 */
export function connectionWidth(connection: StrokedConnection): number {
  if (allowsAttribute(connection.type, 'strength')) {
    const fraction = Math.min(1, Math.max(0, connection.relevance / RELEVANCE_MAX));
    return DEFAULT_CONNECTION_WIDTH * (0.5 + fraction);
  }
  if (allowsAttribute(connection.type, 'width') && connection.width !== undefined && connection.width > 0) {
    return connection.width;
  }
  return DEFAULT_CONNECTION_WIDTH;
}

/** The band's dash for a connection with strength, the generic dash for Generic, otherwise solid. */
export function connectionDash(connection: Pick<Connection, 'type' | 'strength'>): readonly number[] | null {
  if (connection.type === CONNECTION_TYPE.GENERIC) return GENERIC_DASH;
  if (!allowsAttribute(connection.type, 'strength')) return null;
  const ratio = strengthRatio(connection.strength);
  for (const band of STRENGTH_DASH_BANDS) if (ratio <= band.maxRatio) return band.dash;
  return null;
}

/** Every drawn type has an arrowhead at the target; Bidirectional has one at each end. */
export function connectionStroke(connection: StrokedConnection): ConnectionStroke {
  const visible = isDrawnConnectionType(connection.type);
  return {
    visible,
    width: connectionWidth(connection),
    dash: connectionDash(connection),
    colour: allowsAttribute(connection.type, 'colour') ? connection.colour : undefined,
    arrowAtStart: visible && connection.type === CONNECTION_TYPE.BIDIRECTIONAL,
    arrowAtEnd: visible,
  };
}

/** The arrowhead triangle `[tipX, tipY, leftX, leftY, rightX, rightY]` for a tip, direction and line width. */
export function arrowheadTriangle(
  arrow: { x: number; y: number; dirX: number; dirY: number },
  width: number,
): number[] {
  const length = ARROWHEAD_LENGTH_PER_WIDTH * width;
  const half = ARROWHEAD_HALF_WIDTH_PER_WIDTH * width;
  const baseX = arrow.x - arrow.dirX * length;
  const baseY = arrow.y - arrow.dirY * length;
  // The normal to the direction, (-dirY, dirX).
  return [
    arrow.x,
    arrow.y,
    baseX - arrow.dirY * half,
    baseY + arrow.dirX * half,
    baseX + arrow.dirY * half,
    baseY - arrow.dirX * half,
  ];
}
