import { describe, expect, it } from 'vitest';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { PresenceState } from '../../src/model/live/presence';
import { type PresenceOwners, screenAwarenessUpdate } from './presenceScreen';

const presence = (userId: string, name = 'Ada'): PresenceState => ({
  userId,
  name,
  initials: 'A',
  colour: '#2b6cb0',
  currentNodeId: null,
  selection: [],
});

/** A client's awareness with its own state set, as it would send it. */
function client(state: unknown): Awareness {
  const awareness = new Awareness(new Y.Doc());
  awareness.setLocalState(state as Record<string, unknown>);
  return awareness;
}

const updateOf = (awareness: Awareness, clients = [awareness.clientID]) =>
  encodeAwarenessUpdate(awareness, clients);

describe('screenAwarenessUpdate', () => {
  const setUp = () => {
    const server = new Awareness(new Y.Doc());
    server.setLocalState(null);
    const owners: PresenceOwners = new Map();
    const mine = {};
    const screen = (update: Uint8Array, viewerId = 'user1', connection: object = mine) => {
      const screening = screenAwarenessUpdate(update, { awareness: server, owners, connection, viewerId });
      if (screening.ok && screening.update) applyAwarenessUpdate(server, screening.update, connection);
      return screening;
    };
    return { server, owners, mine, screen };
  };

  it("keeps the connection's own user's state and claims its client id", () => {
    const { server, owners, mine, screen } = setUp();
    const ada = client(presence('user1'));
    expect(screen(updateOf(ada))).toMatchObject({ ok: true });
    expect(server.getStates().get(ada.clientID)).toEqual(presence('user1'));
    expect(owners.get(ada.clientID)).toBe(mine);
  });

  it('refuses a state naming another user, or malformed, and applies none of the update', () => {
    const { server, screen } = setUp();
    expect(screen(updateOf(client(presence('user2'))))).toEqual({
      ok: false,
      reason: 'presence state names another user',
    });
    expect(screen(updateOf(client({ ...presence('user1'), extra: 1 })))).toMatchObject({ ok: false });
    // One good state beside a bad one: the whole update goes.
    const good = client(presence('user1'));
    const bad = client(presence('user2'));
    applyAwarenessUpdate(good, updateOf(bad), 'test');
    expect(screen(updateOf(good, [good.clientID, bad.clientID]))).toMatchObject({ ok: false });
    expect(server.getStates().size).toBe(0);
  });

  it('refuses what cannot be read', () => {
    const { screen } = setUp();
    expect(screen(new Uint8Array([5, 1]))).toMatchObject({ ok: false });
    expect(screen(new Uint8Array())).toMatchObject({ ok: false });
  });

  it("drops echoes and changes to another connection's or another process's members, without refusing", () => {
    const { server, screen } = setUp();
    const ada = client(presence('user1'));
    const bob = client(presence('user2', 'Bob'));
    screen(updateOf(ada));
    screen(updateOf(bob), 'user2', {});
    // Ada's client echoes Bob's state (same clock), then removes it (newer clock): neither is applied.
    applyAwarenessUpdate(ada, updateOf(bob), 'server');
    expect(screen(updateOf(ada, [bob.clientID]))).toEqual({ ok: true, update: null });
    ada.setLocalState(ada.getLocalState()); // a renewal, kept beside the dropped removal
    ada.states.delete(bob.clientID);
    ada.meta.set(bob.clientID, { clock: 5, lastUpdated: 0 });
    const screening = screen(updateOf(ada, [ada.clientID, bob.clientID]));
    expect(screening.ok && screening.update).toBeTruthy();
    expect(server.getStates().get(bob.clientID)).toEqual(presence('user2', 'Bob'));

    // A state relayed from another process (nobody here set it) is not this connection's either.
    const remote = client(presence('user3', 'Cy'));
    applyAwarenessUpdate(server, updateOf(remote), 'relay');
    remote.setLocalState(presence('user1', 'Taken over'));
    expect(screen(updateOf(remote))).toEqual({ ok: true, update: null });
    expect(server.getStates().get(remote.clientID)).toEqual(presence('user3', 'Cy'));
  });

  it("keeps the connection's removal of its own state", () => {
    const { server, screen } = setUp();
    const ada = client(presence('user1'));
    screen(updateOf(ada));
    ada.setLocalState(null);
    expect(screen(updateOf(ada))).toMatchObject({ ok: true });
    expect(server.getStates().has(ada.clientID)).toBe(false);
  });
});
