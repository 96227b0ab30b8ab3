import { describe, expect, it } from 'vitest';
import { OpInbox } from './opInbox';
import type { LiveOp } from './protocol';

const op = (rev: number): LiveOp => ({
  rev,
  opId: `op${rev}`,
  actorId: 'u1',
  action: { type: 'setNodeTitle', nodeId: 'n1', title: String(rev) },
});
const revs = (ops: LiveOp[]) => ops.map((taken) => taken.rev);

describe('OpInbox', () => {
  it('hands ops on in revision order, holding those that came early', () => {
    const inbox = new OpInbox(4);
    expect(revs(inbox.receive(op(5)))).toEqual([5]);
    expect(revs(inbox.receive(op(7)))).toEqual([]);
    expect(inbox.hasGap).toBe(true);
    expect(revs(inbox.receive(op(8)))).toEqual([]);
    expect(revs(inbox.receive(op(6)))).toEqual([6, 7, 8]);
    expect(inbox.hasGap).toBe(false);
    expect(inbox.rev).toBe(8);
  });

  it('ignores ops it already has', () => {
    const inbox = new OpInbox(2);
    expect(inbox.receive(op(2))).toEqual([]);
    expect(inbox.receive(op(1))).toEqual([]);
    expect(revs(inbox.receive(op(3)))).toEqual([3]);
    expect(inbox.receive(op(3))).toEqual([]);
  });

  it('starts again from a snapshot, keeping only later ops', () => {
    const inbox = new OpInbox(0);
    inbox.receive(op(3));
    inbox.receive(op(6));
    inbox.reset(5);
    expect(inbox.rev).toBe(5);
    expect(revs(inbox.receive(op(4)))).toEqual([]);
    expect(inbox.hasGap).toBe(true);
    inbox.reset(6);
    expect(inbox.hasGap).toBe(false);
  });
});
