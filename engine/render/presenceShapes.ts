/**
 * Where live-edit presence is drawn round a node (spec 2 section 4, live edit): each other member's
 * selection as an outline in their colour, outlines of several members stacked outwards, their initials
 * in badges along the top from the node's top-right corner, and a dot on a recently changed node. Pure
 * geometry in world units for a given size of a screen pixel (`pixel`, 1 / scale): outlines, badges and
 * dots keep their size on screen at every zoom, like the interaction overlay's marks.
 */
import { textColourOn } from '../geometry/contrast';
import { type Box, expandBox } from '../geometry/vector';
import { hexToNumber } from '../scene/nodeView';
import { NODE_CORNER_RADIUS } from '../scene/views';
import { MARKER_OVERHANG } from './markerShapes';

/** One member's selection as the shell gives it: `key` tells members apart (their client or user id). */
export interface RemoteSelection {
  key: string;
  /** '#rrggbb'. */
  colour: string;
  initials: string;
  nodeIds: readonly string[];
}

/** A member as drawn on a node. */
export interface RemoteMember {
  key: string;
  /** 0xRRGGBB. */
  colour: number;
  /** The badge's text colour: black or white, whichever reads better on `colour`. */
  textColour: number;
  /** What the badge shows: the initials, at most three characters. */
  label: string;
}

/** An outline drawn as a stroke along a rounded rectangle (the stroke centred on its edge). */
export interface OutlineShape extends Box {
  radius: number;
  /** The stroke's width. */
  lineWidth: number;
  colour: number;
}

/** A badge: a filled pill (a circle for one or two letters) with its label centred in it. */
export interface BadgeShape extends Box {
  radius: number;
  colour: number;
  textColour: number;
  label: string;
}

/** The first outline starts this far (screen px) outside the node's own markers (ring, tag dots). */
export const OUTLINE_GAP_PX = 3;
export const OUTLINE_WIDTH_PX = 2;
/** From one member's outline to the next one's outside it. */
export const OUTLINE_STEP_PX = 4;
/** Members drawn on one node; the others are counted on a '+N' badge. */
export const MAX_MEMBERS_DRAWN = 3;
export const BADGE_HEIGHT_PX = 18;
export const BADGE_FONT_PX = 10;
/** A badge's width per character of its label, and the room round the label. */
const BADGE_CHAR_PX = 7;
const BADGE_PADDING_PX = 4;
export const BADGE_GAP_PX = 2;
/** Badges are drawn only on nodes at least this wide on screen: on smaller ones they would hide them. */
export const BADGE_MIN_NODE_PX = 48;
/** The '+N' badge: the node border's grey (ui/theme/GUIDE.md, the canvas's colours). */
export const MORE_BADGE_COLOUR = 0x4a5568;
/** A member colour that is not '#rrggbb' is drawn in this grey. */
export const FALLBACK_MEMBER_COLOUR = 0x718096;
const LABEL_CHARS = 3;

/** The change mark: a dot on the node's top-left corner, apart from the tag dots along the top. */
export const CHANGE_MARK_COLOUR = 0xdd6b20;
export const CHANGE_MARK_RADIUS_PX = 5;
export const CHANGE_MARK_RING_PX = 1.5;
/** The ring round badges and change dots, so they stand out from outlines and nodes under them. */
export const MARK_RING_COLOUR = 0xffffff;

const WHITE = 0xffffff;
const INVALID_COLOUR = -1;

/** The members on each node, in the order of `selections`; a member's repeated node ids count once. */
export function remoteMembersByNode(selections: readonly RemoteSelection[]): Map<string, RemoteMember[]> {
  const byNode = new Map<string, RemoteMember[]>();
  for (const selection of selections) {
    const member = remoteMember(selection);
    for (const nodeId of selection.nodeIds) {
      const members = byNode.get(nodeId);
      if (members === undefined) byNode.set(nodeId, [member]);
      else if (!members.some((other) => other.key === member.key)) members.push(member);
    }
  }
  return byNode;
}

export function remoteMember({ key, colour, initials }: RemoteSelection): RemoteMember {
  const parsed = hexToNumber(colour, INVALID_COLOUR);
  const fill = parsed === INVALID_COLOUR ? FALLBACK_MEMBER_COLOUR : parsed;
  return {
    key,
    colour: fill,
    textColour: hexToNumber(textColourOn(`#${fill.toString(16).padStart(6, '0')}`), 0),
    label: Array.from(initials.trim()).slice(0, LABEL_CHARS).join(''),
  };
}

/** How far outside its box member `index`'s outline runs (the middle of its stroke), in world units. */
export function outlineOffset(index: number, pixel: number): number {
  return MARKER_OVERHANG + (OUTLINE_GAP_PX + OUTLINE_WIDTH_PX / 2 + index * OUTLINE_STEP_PX) * pixel;
}

/** The outlines of the members drawn on `node`, the first member's innermost. */
export function outlineShapes(node: Box, members: readonly RemoteMember[], pixel: number): OutlineShape[] {
  return members.slice(0, MAX_MEMBERS_DRAWN).map((member, index) => {
    const offset = outlineOffset(index, pixel);
    return {
      ...expandBox(node, offset),
      radius: NODE_CORNER_RADIUS + offset,
      lineWidth: OUTLINE_WIDTH_PX * pixel,
      colour: member.colour,
    };
  });
}

export function badgeWidthPx(label: string): number {
  return Math.max(BADGE_HEIGHT_PX, Array.from(label).length * BADGE_CHAR_PX + BADGE_PADDING_PX);
}

/**
 * The badges of the members drawn on `node`: the first centred on the top-right corner of the outermost
 * outline, each next one to its left, then a '+N' badge for the members not drawn. None on a node too
 * small on screen to carry them.
 */
export function badgeShapes(node: Box, members: readonly RemoteMember[], pixel: number): BadgeShape[] {
  if (members.length === 0 || node.width < BADGE_MIN_NODE_PX * pixel) return [];
  const drawn = members.slice(0, MAX_MEMBERS_DRAWN);
  const outer = outlineOffset(drawn.length - 1, pixel) + (OUTLINE_WIDTH_PX / 2) * pixel;
  const height = BADGE_HEIGHT_PX * pixel;
  const top = node.y - outer - height / 2;
  const badges: BadgeShape[] = [];
  const more = members.length - drawn.length;
  const contents = drawn.map(({ colour, textColour, label }) => ({ colour, textColour, label }));
  if (more > 0) contents.push({ colour: MORE_BADGE_COLOUR, textColour: WHITE, label: `+${more}` });
  let right = node.x + node.width + outer;
  contents.forEach((content, index) => {
    const width = badgeWidthPx(content.label) * pixel;
    // The first badge's middle on the corner; the others in a row to its left.
    if (index === 0) right += width / 2;
    badges.push({ ...content, x: right - width, y: top, width, height, radius: height / 2 });
    right -= width + BADGE_GAP_PX * pixel;
  });
  return badges;
}

/** The change mark's dot: centre and radius, with the width of its ring, in world units. */
export function changeMarkShape(
  node: Box,
  pixel: number,
): { x: number; y: number; radius: number; ring: number } {
  return { x: node.x, y: node.y, radius: CHANGE_MARK_RADIUS_PX * pixel, ring: CHANGE_MARK_RING_PX * pixel };
}

/**
 * How far outside a node's box anything of its presence may reach (world units): the outermost outline
 * and a row of badges (which may run past a narrow node's left edge); for culling.
 */
export function presenceReach(pixel: number): number {
  const badgeRow = (MAX_MEMBERS_DRAWN + 1) * (badgeWidthPx('+999') + BADGE_GAP_PX);
  return (
    outlineOffset(MAX_MEMBERS_DRAWN - 1, pixel) + (OUTLINE_WIDTH_PX + BADGE_HEIGHT_PX + badgeRow) * pixel
  );
}
