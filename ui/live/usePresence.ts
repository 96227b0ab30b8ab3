/**
 * Presence in a live session (spec 2 section 7: y-websocket at /collab, room map id plus session id):
 * this user's selection and current node go out as they change; the other members come back, for their
 * chips and for their selections outlined on the canvas.
 */
import { compareStructural, reaction } from 'mobx';
import { useEffect, useState } from 'react';
import type { MapEngine } from '../../engine/MapEngine';
import { joinPresence } from '../../src/api/live/presence';
import { type PresenceMember, presenceOf } from '../../src/model/live/presence';
import type { AccountUser } from '../../src/stores/AuthStore';
import type { LiveEditSession } from '../../src/stores/LiveEditSession';
import type { MapDocumentStore } from '../../src/stores/MapDocumentStore';
import { remoteSelectionsOf } from './remoteSelections';

const NONE: PresenceMember[] = [];

export function usePresence(
  live: LiveEditSession | null,
  document: MapDocumentStore,
  engine: MapEngine | null,
  user: AccountUser | null,
): PresenceMember[] {
  const [members, setMembers] = useState<PresenceMember[]>(NONE);
  const session = live?.status === 'live' ? live.session : null;
  const sessionId = session?.sessionId;
  const mapId = session?.mapId;
  const self = user ? session?.members.find((member) => member.userId === user.id) : undefined;
  // Joined again only when who this user is changes, not with every change to the member list.
  const { userId, name, initials } = self ?? {};

  useEffect(() => {
    if (!sessionId || !mapId || !userId || name === undefined || initials === undefined) return;
    const selection = () => [...document.session.selection];
    const self = { userId, name, initials };
    const presence = joinPresence({ mapId, sessionId, self: presenceOf(self, selection()) });
    const stopChanges = presence.onChange(setMembers);
    // Sent when the selection changes, not with every other change to this user's session state.
    const stopSelection = reaction(selection, (nodeIds) => presence.update(presenceOf(self, nodeIds)), {
      equals: compareStructural,
    });
    return () => {
      stopSelection();
      stopChanges();
      presence.destroy();
      setMembers(NONE);
    };
  }, [sessionId, mapId, userId, name, initials, document]);

  useEffect(() => {
    engine?.setRemoteSelections(remoteSelectionsOf(members));
  }, [engine, members]);
  useEffect(() => () => engine?.setRemoteSelections([]), [engine]);

  return members;
}
