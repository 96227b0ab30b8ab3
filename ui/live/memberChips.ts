/**
 * The members' chips of a live session (spec 2 section 4, live edit): one chip per user, however many
 * connections (tabs, devices) they have open, editors first, then by name; at most five, the rest
 * counted. Pure, so the rule is tested without rendering.
 */
import { textColourOn } from '../../engine/geometry/contrast';
import { FALLBACK_MEMBER_COLOUR } from '../../engine/render/presenceShapes';
import type { PresenceMember } from '../../src/model/live/presence';
import { HEX_COLOUR_PATTERN } from '../../src/model/map/constants';

export const MAX_MEMBER_CHIPS = 5;

export interface MemberChip {
  userId: string;
  name: string;
  initials: string;
  /** The member's colour ('#rrggbb'; grey where theirs is not one). */
  colour: string;
  /** Black or white, whichever reads better on `colour`. */
  textColour: string;
  editing: boolean;
}

const FALLBACK = `#${FALLBACK_MEMBER_COLOUR.toString(16).padStart(6, '0')}`;

/** The chips shown and the members counted on the '+N' chip. */
export function memberChips(
  members: readonly PresenceMember[],
  editorIds: ReadonlySet<string>,
  max: number = MAX_MEMBER_CHIPS,
): { shown: MemberChip[]; more: MemberChip[] } {
  // A user's first connection (the lowest client id) speaks for them, so the chip does not flicker.
  const byUser = new Map<string, PresenceMember>();
  for (const member of members) {
    const known = byUser.get(member.userId);
    if (known === undefined || member.clientId < known.clientId) byUser.set(member.userId, member);
  }
  const chips = [...byUser.values()].map((member): MemberChip => {
    const colour = HEX_COLOUR_PATTERN.test(member.colour) ? member.colour : FALLBACK;
    return {
      userId: member.userId,
      name: member.name,
      initials: member.initials,
      colour,
      textColour: textColourOn(colour),
      editing: editorIds.has(member.userId),
    };
  });
  chips.sort(
    (a, b) =>
      Number(b.editing) - Number(a.editing) ||
      a.name.localeCompare(b.name) ||
      a.userId.localeCompare(b.userId),
  );
  return { shown: chips.slice(0, max), more: chips.slice(max) };
}
