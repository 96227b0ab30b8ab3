/**
 * The engine's input for the other members' selections (engine `setRemoteSelections`): one entry per
 * connection, since a user's two tabs select apart, in client id order so outlines keep their stacking
 * as members come and go. The caller leaves out this client's own entry.
 */
import type { RemoteSelection } from '../../engine/MapEngine';
import type { PresenceMember } from '../../src/model/live/presence';

export function remoteSelectionsOf(others: readonly PresenceMember[]): RemoteSelection[] {
  return [...others]
    .filter((member) => member.selection.length > 0)
    .sort((a, b) => a.clientId - b.clientId)
    .map((member) => ({
      key: String(member.clientId),
      colour: member.colour,
      initials: member.initials,
      nodeIds: member.selection,
    }));
}
