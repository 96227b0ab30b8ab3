import { describe, expect, it } from 'vitest';
import { ACCESS, type ItemStateContext, itemStates, type ViewerFacts, viewerAccess } from './access';
import { readOutline } from './outline';

const nobody: ViewerFacts = { signedIn: false, staff: false, shared: false, enrolled: false, paid: false };
const learner: ViewerFacts = { ...nobody, signedIn: true };

describe('a viewer’s access to a course', () => {
  it('is Shared for its staff and those it reaches without enrolling, Paid once bought', () => {
    for (const requirePayment of [false, true]) {
      expect(viewerAccess({ requirePayment }, { ...learner, staff: true })).toBe(ACCESS.SHARED);
      expect(viewerAccess({ requirePayment }, { ...learner, shared: true })).toBe(ACCESS.SHARED);
      expect(viewerAccess({ requirePayment }, { ...learner, paid: true })).toBe(ACCESS.PAID);
      expect(viewerAccess({ requirePayment }, nobody)).toBe(ACCESS.NONE);
    }
  });

  it('is Free when enrolled in a free course, and enrolling never opens a paid one', () => {
    expect(viewerAccess({ requirePayment: false }, { ...learner, enrolled: true })).toBe(ACCESS.FREE);
    expect(viewerAccess({ requirePayment: false }, learner)).toBe(ACCESS.NONE);
    expect(viewerAccess({ requirePayment: true }, { ...learner, enrolled: true })).toBe(
      ACCESS.REQUIRES_PAYMENT,
    );
  });
});

describe('the state of each item', () => {
  // Three lessons in the first two top-level entries (the module counts as one), a fourth after them.
  const outline = readOutline([
    { id: 'l1', type: 'lesson', name: 'One', presentationId: 'p1' },
    {
      id: 'm',
      type: 'module',
      name: 'M',
      items: [
        { id: 'q', type: 'quiz', name: 'Q', questions: ['a'] },
        { id: 'l2', type: 'lesson', name: 'Two', presentationId: 'p2' },
        { id: 'l3', type: 'lesson', name: 'Three', presentationId: 'p3' },
      ],
    },
    { id: 'l4', type: 'lesson', name: 'Four', presentationId: 'p4' },
    { id: 'r', type: 'recall', name: 'R', tags: ['t'] },
    { id: 'x', type: 'survey', name: 'X' },
    { id: 'gone', type: 'lesson', name: 'Gone', presentationId: 'deleted' },
  ]);
  const context = (fields: Partial<ItemStateContext>): ItemStateContext => ({
    access: ACCESS.NONE,
    signedIn: false,
    requirePayment: false,
    suspended: false,
    staff: false,
    available: (item) => !('presentationId' in item) || item.presentationId !== 'deleted',
    ...fields,
  });
  const states = (fields: Partial<ItemStateContext>) =>
    Object.fromEntries(itemStates(outline, context(fields)));

  it('opens a free course’s first two lessons of its first two entries to anyone; the rest asks to sign in', () => {
    expect(states({})).toEqual({
      l1: 'open',
      q: 'login',
      l2: 'open',
      l3: 'login',
      l4: 'login',
      r: 'login',
      x: 'unsupported',
      gone: 'unavailable',
    });
  });

  it('asks a signed-in learner who has not enrolled to enrol for the rest', () => {
    expect(states({ signedIn: true })).toMatchObject({
      l1: 'open',
      l2: 'open',
      q: 'enrol',
      l3: 'enrol',
      r: 'enrol',
    });
  });

  it('opens nothing of a paid course before it is bought: sign in throughout, then pay', () => {
    expect(states({ requirePayment: true })).toMatchObject({ l1: 'login', l2: 'login', q: 'login' });
    expect(states({ requirePayment: true, signedIn: true, access: ACCESS.REQUIRES_PAYMENT })).toMatchObject({
      l1: 'pay',
      l4: 'pay',
      r: 'pay',
    });
  });

  it('opens everything with free, paid or shared access, save what is gone or unsupported', () => {
    for (const access of [ACCESS.FREE, ACCESS.PAID, ACCESS.SHARED])
      expect(states({ signedIn: true, access })).toEqual({
        l1: 'open',
        q: 'open',
        l2: 'open',
        l3: 'open',
        l4: 'open',
        r: 'open',
        x: 'unsupported',
        gone: 'unavailable',
      });
  });

  it('closes a suspended course’s items to all but its staff', () => {
    expect(states({ signedIn: true, access: ACCESS.FREE, suspended: true })).toMatchObject({
      l1: 'suspended',
      r: 'suspended',
    });
    expect(states({ signedIn: true, access: ACCESS.SHARED, suspended: true, staff: true })).toMatchObject({
      l1: 'open',
      r: 'open',
    });
  });
});
