import { useCallback, useEffect, useState } from 'react';
import { openPresentationChannel } from '../../../src/api/realtime/presentationChannel';
import { SUB_MODE, type SubMode } from '../../../src/model/presentation/constants';
import type { PresentationPlayer } from '../../../src/stores/presentation/PresentationPlayer';
import { RemoteDisplay } from '../../../src/stores/presentation/RemoteDisplay';

export interface RemoteDisplayHandle {
  /** This display in the presentation's room; null for a Standalone viewer who is not following. */
  display: RemoteDisplay | null;
  /** A Standalone viewer's choice to follow the presenter (null for the other sub-modes). */
  followToggle: { following: boolean; toggle: () => void } | null;
}

/**
 * The route's sub-mode as a remote display (issue 25): Video and VideoMap lead the room, Navigator,
 * Observer and VideoObserver follow it from the start, each in the room for as long as the replay is
 * open. A Standalone viewer follows itself and opens no socket, until it asks to follow the presenter;
 * stopping gives its own place back and leaves the room.
 */
export function useRemoteDisplay(
  player: PresentationPlayer | null,
  mapId: string,
  presentationId: string,
  subMode: SubMode,
): RemoteDisplayHandle {
  const standalone = subMode === SUB_MODE.STANDALONE;
  const [wantsToFollow, setWantsToFollow] = useState(false);
  const [display, setDisplay] = useState<RemoteDisplay | null>(null);
  const inRoom = player !== null && (!standalone || wantsToFollow);

  useEffect(() => {
    if (!player || !inRoom) return;
    const made = new RemoteDisplay({
      player,
      subMode,
      openChannel: (options) => openPresentationChannel(mapId, presentationId, options),
    });
    if (standalone) made.follow();
    setDisplay(made);
    return () => {
      made.dispose();
      setDisplay(null);
    };
  }, [player, inRoom, standalone, subMode, mapId, presentationId]);

  const toggle = useCallback(() => {
    // Stopping moves the player back while the room is still open; the effect then leaves the room.
    if (wantsToFollow) display?.stopFollowing();
    setWantsToFollow(!wantsToFollow);
  }, [wantsToFollow, display]);

  return {
    display,
    followToggle: standalone ? { following: wantsToFollow, toggle } : null,
  };
}
