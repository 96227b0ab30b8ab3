import { describe, expect, it } from 'vitest';
import { PLAIN_TEXT_LIMIT, richTextPlain } from './plainText';

const slate = [
  { type: 'heading-one', children: [{ text: 'Photosynthesis' }] },
  { type: 'paragraph', children: [{ text: 'Light ' }, { text: 'energy', bold: true }, { text: ' in.' }] },
  { type: 'image', src: 'x.png', children: [{ text: '' }] },
  {
    type: 'bulleted-list',
    children: [
      { type: 'list-item', children: [{ text: 'one' }] },
      { type: 'list-item', children: [{ text: 'two' }] },
    ],
  },
];

describe('richTextPlain', () => {
  it('reads a Slate document as a line per block', () => {
    expect(richTextPlain(slate)).toBe('Photosynthesis\nLight energy in.\none two');
  });

  it('reads the legacy raw form, JSON strings and plain text', () => {
    const raw = {
      blocks: [{ text: 'First', type: 'unstyled' }, { text: '  ' }, { text: 'Second' }],
      entityMap: {},
    };
    expect(richTextPlain(raw)).toBe('First\nSecond');
    expect(richTextPlain(JSON.stringify(slate))).toBe(richTextPlain(slate));
    expect(richTextPlain('  just text ')).toBe('just text');
    expect(richTextPlain('{ not json')).toBe('{ not json');
    for (const nothing of [null, undefined, 42, {}, []]) expect(richTextPlain(nothing)).toBe('');
  });

  it('stops at the limit', () => {
    const long = [{ type: 'paragraph', children: [{ text: 'word '.repeat(5000) }] }];
    expect(richTextPlain(long).length).toBeLessThanOrEqual(PLAIN_TEXT_LIMIT);
  });
});
