import { describe, expect, it } from 'vitest';
import { MARKER_OVERHANG } from './markerShapes';
import {
  BADGE_GAP_PX,
  BADGE_HEIGHT_PX,
  BADGE_MIN_NODE_PX,
  badgeShapes,
  changeMarkShape,
  FALLBACK_MEMBER_COLOUR,
  MAX_MEMBERS_DRAWN,
  MORE_BADGE_COLOUR,
  OUTLINE_GAP_PX,
  OUTLINE_STEP_PX,
  OUTLINE_WIDTH_PX,
  outlineShapes,
  presenceReach,
  type RemoteSelection,
  remoteMember,
  remoteMembersByNode,
} from './presenceShapes';

const NODE = { x: 100, y: 200, width: 120, height: 48 };

function selection(key: string, colour: string, initials: string, nodeIds: string[]): RemoteSelection {
  return { key, colour, initials, nodeIds };
}

const ADA = remoteMember(selection('1', '#22543d', 'AL', []));
const BEN = remoteMember(selection('2', '#faf089', 'BK', []));
const CY = remoteMember(selection('3', '#6b46c1', 'CY', []));
const DI = remoteMember(selection('4', '#c53030', 'DI', []));

describe('remote members', () => {
  it('take their colour as a number and a readable text colour on it', () => {
    expect(ADA).toEqual({ key: '1', colour: 0x22543d, textColour: 0xffffff, label: 'AL' });
    // A light colour carries black initials.
    expect(BEN.textColour).toBe(0x000000);
  });

  it('are drawn grey when their colour is not #rrggbb, and show at most three characters', () => {
    const odd = remoteMember(selection('9', 'teal', ' Anna Maria Bell ', []));
    expect(odd.colour).toBe(FALLBACK_MEMBER_COLOUR);
    expect(odd.label).toBe('Ann');
  });

  it('are listed per node in the order of the selections, each member once', () => {
    const byNode = remoteMembersByNode([
      selection('1', '#22543d', 'AL', ['a', 'b', 'a']),
      selection('2', '#faf089', 'BK', ['b']),
    ]);
    expect([...byNode.keys()]).toEqual(['a', 'b']);
    expect(byNode.get('a')?.map((member) => member.key)).toEqual(['1']);
    expect(byNode.get('b')?.map((member) => member.key)).toEqual(['1', '2']);
  });
});

describe('remote selection outlines', () => {
  it('run outside the node and its markers, in the member colour, a constant width on screen', () => {
    const [outline] = outlineShapes(NODE, [ADA], 1);
    const offset = MARKER_OVERHANG + OUTLINE_GAP_PX + OUTLINE_WIDTH_PX / 2;
    expect(outline).toMatchObject({
      x: NODE.x - offset,
      y: NODE.y - offset,
      width: NODE.width + 2 * offset,
      height: NODE.height + 2 * offset,
      lineWidth: OUTLINE_WIDTH_PX,
      colour: 0x22543d,
    });
    // Its stroke's inner edge clears the node's markers.
    expect(offset - OUTLINE_WIDTH_PX / 2).toBeGreaterThan(MARKER_OVERHANG);
    // Zoomed out to 25%, the stroke is still 2 screen pixels wide.
    expect(outlineShapes(NODE, [ADA], 4)[0]?.lineWidth).toBe(OUTLINE_WIDTH_PX * 4);
  });

  it('of several members on one node stack outwards, one step apart, without overlapping', () => {
    const outlines = outlineShapes(NODE, [ADA, BEN, CY], 1);
    expect(outlines.map((outline) => outline.colour)).toEqual([ADA.colour, BEN.colour, CY.colour]);
    for (let index = 1; index < outlines.length; index++) {
      const inner = outlines[index - 1];
      const outer = outlines[index];
      if (!inner || !outer) throw new Error('missing outline');
      expect(inner.x - outer.x).toBe(OUTLINE_STEP_PX);
      expect(outer.width - inner.width).toBe(2 * OUTLINE_STEP_PX);
      expect(OUTLINE_STEP_PX).toBeGreaterThan(OUTLINE_WIDTH_PX);
    }
  });

  it('are drawn for at most three members on a node', () => {
    expect(outlineShapes(NODE, [ADA, BEN, CY, DI], 1)).toHaveLength(MAX_MEMBERS_DRAWN);
  });
});

describe('initials badges', () => {
  it('sit centred on the top-right corner of the outline', () => {
    const [outline] = outlineShapes(NODE, [ADA], 1);
    const [badge] = badgeShapes(NODE, [ADA], 1);
    if (!outline || !badge) throw new Error('missing shapes');
    const cornerX = outline.x + outline.width + OUTLINE_WIDTH_PX / 2;
    const cornerY = outline.y - OUTLINE_WIDTH_PX / 2;
    expect(badge.x + badge.width / 2).toBeCloseTo(cornerX);
    expect(badge.y + badge.height / 2).toBeCloseTo(cornerY);
    expect(badge).toMatchObject({
      height: BADGE_HEIGHT_PX,
      colour: ADA.colour,
      textColour: 0xffffff,
      label: 'AL',
    });
  });

  it('of several members run leftwards along the top from the outermost outline corner', () => {
    const outlines = outlineShapes(NODE, [ADA, BEN], 1);
    const badges = badgeShapes(NODE, [ADA, BEN], 1);
    const outer = outlines[1];
    const [first, second] = badges;
    if (!outer || !first || !second) throw new Error('missing shapes');
    expect(first.x + first.width / 2).toBeCloseTo(outer.x + outer.width + OUTLINE_WIDTH_PX / 2);
    expect(first.label).toBe('AL');
    expect(second.label).toBe('BK');
    expect(second.y).toBe(first.y);
    expect(first.x - (second.x + second.width)).toBeCloseTo(BADGE_GAP_PX);
  });

  it('count the members beyond three on a grey +N badge', () => {
    const five = [ADA, BEN, CY, DI, remoteMember(selection('5', '#000000', 'E', []))];
    const badges = badgeShapes(NODE, five, 1);
    expect(badges.map((badge) => badge.label)).toEqual(['AL', 'BK', 'CY', '+2']);
    expect(badges[3]?.colour).toBe(MORE_BADGE_COLOUR);
  });

  it('keep their size on screen and grow for a third letter', () => {
    const [near] = badgeShapes(NODE, [ADA], 1);
    const [far] = badgeShapes(NODE, [ADA], 2);
    expect(far?.height).toBe(2 * (near?.height ?? 0));
    const [three] = badgeShapes(NODE, [remoteMember(selection('6', '#000000', 'ABC', []))], 1);
    expect(three?.width).toBeGreaterThan(near?.width ?? Infinity);
    expect(near?.width).toBe(BADGE_HEIGHT_PX);
  });

  it('are left out on a node too small on screen to carry them', () => {
    // 120 units at 25% is 30 px on screen.
    expect(NODE.width / 4).toBeLessThan(BADGE_MIN_NODE_PX);
    expect(badgeShapes(NODE, [ADA], 4)).toEqual([]);
    expect(outlineShapes(NODE, [ADA], 4)).toHaveLength(1);
  });
});

describe('change marks', () => {
  it('are a dot of constant screen size on the top-left corner', () => {
    expect(changeMarkShape(NODE, 1)).toMatchObject({ x: 100, y: 200, radius: 5 });
    expect(changeMarkShape(NODE, 2).radius).toBe(10);
  });
});

describe('presence reach (for culling)', () => {
  it('holds every outline and badge drawn round a node', () => {
    const pixel = 1;
    const members = [ADA, BEN, CY, DI];
    const reach = presenceReach(pixel);
    const shapes = [...outlineShapes(NODE, members, pixel), ...badgeShapes(NODE, members, pixel)];
    for (const shape of shapes) {
      expect(shape.x).toBeGreaterThanOrEqual(NODE.x - reach);
      expect(shape.y).toBeGreaterThanOrEqual(NODE.y - reach);
      expect(shape.x + shape.width).toBeLessThanOrEqual(NODE.x + NODE.width + reach);
      expect(shape.y + shape.height).toBeLessThanOrEqual(NODE.y + NODE.height + reach);
    }
  });
});
