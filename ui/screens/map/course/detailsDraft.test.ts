import { describe, expect, it } from 'vitest';
import { courseMessages } from '../../../../src/model/courses/messages';
import { draftOf, inputOf, withTag } from './detailsDraft';

const course = {
  id: 'c1',
  name: 'Photosynthesis',
  description: 'How plants make sugar.',
  thumbnailURL: null,
  mapId: 'm1',
  access: 'public-not-listed',
  tags: ['biology'],
  allowCopies: true,
  price: { amount: 1999, currency: 'GBP' as const },
};

describe('the course details draft', () => {
  it('reads a course and gives back the same input', () => {
    const draft = draftOf(course);
    expect(draft).toMatchObject({
      access: 'public-not-listed',
      paid: true,
      currency: 'GBP',
      amount: '19.99',
    });
    expect(inputOf(draft)).toEqual({
      ok: true,
      input: {
        name: 'Photosynthesis',
        description: 'How plants make sugar.',
        tags: ['biology'],
        access: 'public-not-listed',
        price: { amount: 1999, currency: 'GBP' },
        allowCopies: true,
      },
    });
  });

  it('sends no price for a free course, and refuses an amount parsePrice refuses', () => {
    const draft = { ...draftOf(course), paid: false, amount: 'lots' };
    expect(inputOf(draft)).toMatchObject({ ok: true, input: { price: null } });
    expect(inputOf({ ...draft, paid: true })).toEqual({ ok: false, error: courseMessages.priceNotANumber });
    expect(inputOf({ ...draft, paid: true, amount: '0.50' })).toEqual({
      ok: false,
      error: courseMessages.priceOutOfRange,
    });
  });

  it('adds a tag once, trimmed, and "recommended" only for a site administrator', () => {
    expect(withTag(['biology'], ' plants ', false)).toEqual({ ok: true, tags: ['biology', 'plants'] });
    expect(withTag(['biology'], 'Biology', false)).toEqual({ ok: true, tags: ['biology'] });
    expect(withTag([], 'Recommended', false)).toEqual({
      ok: false,
      error: courseMessages.recommendedByAdmins,
    });
    expect(withTag([], 'recommended', true)).toEqual({ ok: true, tags: ['recommended'] });
  });
});
