import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordMapUsage } from '../../server/usage/record';
import { usageMessages } from '../../src/model/usage/messages';
import {
  anonymousGql,
  insertMap,
  type SignedInUser,
  shareMap,
  signedInUser,
  signedInWithRoles,
} from '../support/accounts';
import { createClass, inviteTeacher } from '../support/classes';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let owner: SignedInUser;
let viewer: SignedInUser;
let stranger: SignedInUser;
let mapId: string;

type Report = {
  mapUsage: {
    mapId: string;
    dayUsage: {
      date: string;
      totalUses: number;
      user: Record<string, number>;
      anonymous: Record<string, number>;
    }[];
  };
};
const REPORT =
  'query($id: ID!) { mapUsage(mapId: $id) { mapId dayUsage { date totalUses user { loads courseLoads shares updates } anonymous { loads courseLoads shares updates } } } }';

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  owner = await signedInUser(t);
  viewer = await signedInUser(t);
  stranger = await signedInUser(t);
  mapId = await insertMap(t, owner.id, 'Measured map');
  await shareMap(t, mapId, viewer.id, 'view');
});
afterAll(() => t?.stop());

describe('mapUsage', () => {
  it("answers no days for a map nobody used ('No data available')", async () => {
    const { data, errors } = await owner.gql<Report>(REPORT, { id: mapId });
    expect(errors).toBeUndefined();
    expect(data?.mapUsage).toEqual({ mapId, dayUsage: [] });
  });

  it('reports what recordMapUsage counted, per UTC day, signed-in and anonymous apart', async () => {
    const day1 = new Date('2026-05-01T10:00:00Z');
    const day2 = new Date('2026-05-03T23:30:00Z');
    const db = t.database.db;
    await recordMapUsage(db, { mapId, userId: viewer.id, event: 'load', at: day1 });
    await recordMapUsage(db, { mapId, userId: owner.id, event: 'load', at: day1 });
    await recordMapUsage(db, { mapId, userId: null, event: 'load', at: day1 });
    await recordMapUsage(db, { mapId, userId: owner.id, event: 'update', at: day1 });
    await recordMapUsage(db, { mapId, userId: null, event: 'courseLoad', at: day2 });
    await recordMapUsage(db, { mapId, userId: viewer.id, event: 'share', at: day2 });

    const { data } = await owner.gql<Report>(REPORT, { id: mapId });
    expect(data?.mapUsage.dayUsage).toEqual([
      {
        date: '2026-05-01',
        totalUses: 4,
        user: { loads: 2, courseLoads: 0, shares: 0, updates: 1 },
        anonymous: { loads: 1, courseLoads: 0, shares: 0, updates: 0 },
      },
      {
        date: '2026-05-03',
        totalUses: 2,
        user: { loads: 0, courseLoads: 0, shares: 1, updates: 0 },
        anonymous: { loads: 0, courseLoads: 1, shares: 0, updates: 0 },
      },
    ]);
  });

  it('counts adding the map to a class as a share', async () => {
    const created = await owner.gql<{ updateUserGroup: { id: string } }>(
      'mutation { updateUserGroup(userGroup: { name: "Usage class" }) { id } }',
    );
    await owner.gql(
      'mutation($g: ID!, $m: ID!) { addUserGroupResources(groupId: $g, resources: [{ type: Map, id: $m }]) { id } }',
      { g: created.data?.updateUserGroup.id, m: mapId },
    );
    const { data } = await owner.gql<Report>(REPORT, { id: mapId });
    const today = new Date().toISOString().slice(0, 10);
    expect(data?.mapUsage.dayUsage.find((day) => day.date === today)?.user.shares).toBe(1);
  });

  it('is for the owner, site administrators and class teachers: an editor or viewer is refused, a stranger finds nothing', async () => {
    const editor = await signedInUser(t);
    await shareMap(t, mapId, editor.id, 'edit');
    const admin = await signedInWithRoles(t, ['ADMIN']);
    // A teacher invited into a class that has the map, who sees it through the class only.
    const colleague = await signedInUser(t);
    const classId = await createClass(owner, 'Teachers’ class');
    await owner.gql(
      'mutation($g: ID!, $m: ID!) { addUserGroupResources(groupId: $g, resources: [{ type: Map, id: $m }]) { id } }',
      { g: classId, m: mapId },
    );
    const invitation = (await inviteTeacher(owner, classId, colleague.id)).data?.inviteGroupUsers
      .invitations[0];
    const accepted = await colleague.gql(
      'mutation($id: ID!) { acceptGroupInvitation(invitationId: $id) { viewerRole } }',
      { id: invitation?.id },
    );
    expect(accepted.data).toEqual({ acceptGroupInvitation: { viewerRole: 'Admin' } });

    for (const reader of [owner, admin, colleague]) {
      const { data, errors } = await reader.gql<Report>(REPORT, { id: mapId });
      expect(errors).toBeUndefined();
      expect(data?.mapUsage.mapId).toBe(mapId);
    }
    for (const refused of [editor, viewer]) {
      const { data, errors } = await refused.gql(REPORT, { id: mapId });
      expect(data).toBeNull();
      expect(errors?.[0]).toMatchObject({
        message: usageMessages.notAllowed,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    const strangers = await stranger.gql(REPORT, { id: mapId });
    expect(strangers.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await anonymousGql(t, REPORT, { id: mapId })).errors?.[0]?.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('the dashboard', () => {
  type Recent = { recentMaps: { mapId: string; name: string; courseId: string | null; date: string }[] };

  it('lists recent maps by use, newest first, only those the user may see', async () => {
    const other = await insertMap(t, viewer.id, 'Second map');
    const hidden = await insertMap(t, stranger.id, 'Not shared');
    const db = t.database.db;
    await recordMapUsage(db, {
      mapId: other,
      userId: viewer.id,
      event: 'load',
      at: new Date('2026-06-01T00:00:00Z'),
    });
    await recordMapUsage(db, {
      mapId: hidden,
      userId: viewer.id,
      event: 'load',
      at: new Date('2026-06-02T00:00:00Z'),
    });
    const loads = await viewer.gql<Recent>('{ recentMaps(userAction: Load) { mapId name courseId date } }');
    expect(loads.data?.recentMaps.map((map) => map.name)).toEqual(['Second map', 'Measured map']);
    const limited = await viewer.gql<Recent>('{ recentMaps(limit: 1) { name } }');
    expect(limited.data?.recentMaps).toEqual([{ name: 'Second map' }]);
    const shares = await viewer.gql<Recent>('{ recentMaps(userAction: Share) { name } }');
    expect(shares.data?.recentMaps).toEqual([{ name: 'Measured map' }]);
    const bad = await viewer.gql('{ recentMaps(limit: 0) { name } }');
    expect(bad.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('drops a completed suggestion for that user only', async () => {
    type Suggestions = {
      suggestions: {
        id: string;
        description: string;
        actions: { url: string; name: string; important: boolean }[];
      }[];
    };
    const before = await viewer.gql<Suggestions>(
      '{ suggestions { id description actions { url name important } } }',
    );
    const first = before.data?.suggestions[0];
    expect(first?.actions.length).toBeGreaterThan(0);
    const after = await viewer.gql<{ completeAchievement: { id: string }[] }>(
      'mutation($id: ID!) { completeAchievement(suggestionId: $id) { id } }',
      { id: first?.id },
    );
    expect(after.data?.completeAchievement.map((s) => s.id)).not.toContain(first?.id);
    expect(after.data?.completeAchievement).toHaveLength((before.data?.suggestions.length ?? 0) - 1);
    const again = await viewer.gql<Suggestions>('{ suggestions { id } }');
    expect(again.data?.suggestions.map((s) => s.id)).not.toContain(first?.id);
    // A new user, who has done nothing yet, still has it.
    const newcomer = await signedInUser(t);
    const others = await newcomer.gql<Suggestions>('{ suggestions { id } }');
    expect(others.data?.suggestions.map((s) => s.id)).toContain(first?.id);
    const unknown = await viewer.gql('mutation { completeAchievement(suggestionId: "nope") { id } }');
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Unknown suggestion.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers UNAUTHENTICATED without a session', async () => {
    for (const query of [
      '{ suggestions { id } }',
      '{ recentMaps { mapId } }',
      'mutation { completeAchievement(suggestionId: "first-map") { id } }',
    ]) {
      expect((await anonymousGql(t, query)).errors?.[0]?.extensions.code, query).toBe('UNAUTHENTICATED');
    }
  });
});
