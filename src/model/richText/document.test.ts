import { describe, expect, it } from 'vitest';
import { emptyDocument, isEmptyDocument, toDocument } from './document';
import type { RichDocument } from './types';

describe('emptyDocument', () => {
  it('is a single empty paragraph, and empty', () => {
    expect(emptyDocument()).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(isEmptyDocument(emptyDocument())).toBe(true);
  });
});

describe('isEmptyDocument', () => {
  it('counts null, blank text and a single empty paragraph as empty (spec 2 section 5)', () => {
    expect(isEmptyDocument(null)).toBe(true);
    expect(isEmptyDocument(undefined)).toBe(true);
    expect(isEmptyDocument('')).toBe(true);
    expect(isEmptyDocument('  \n ')).toBe(true);
    expect(isEmptyDocument([])).toBe(true);
    expect(isEmptyDocument([{ type: 'paragraph', children: [{ text: ' ', bold: true }] }])).toBe(true);
    expect(isEmptyDocument(JSON.stringify(emptyDocument()))).toBe(true);
    expect(isEmptyDocument({ blocks: [{ text: '', type: 'unstyled' }] })).toBe(true);
  });

  it('counts text, other blocks, several paragraphs and inline atoms as content', () => {
    expect(isEmptyDocument('text')).toBe(false);
    expect(isEmptyDocument([{ type: 'paragraph', children: [{ text: 'a' }] }])).toBe(false);
    expect(isEmptyDocument([{ type: 'heading', level: 1, children: [{ text: '' }] }])).toBe(false);
    expect(isEmptyDocument([...emptyDocument(), ...emptyDocument()])).toBe(false);
    const formula = { type: 'formula', latex: 'x', inline: true, children: [{ text: '' }] };
    expect(isEmptyDocument([{ type: 'paragraph', children: [{ text: '' }, formula, { text: '' }] }])).toBe(
      false,
    );
  });
});

describe('toDocument', () => {
  it('keeps a document, parses its JSON and falls back to the empty document', () => {
    const document: RichDocument = [{ type: 'heading', level: 2, children: [{ text: 'Hi' }] }];
    expect(toDocument(document)).toEqual(document);
    expect(toDocument(JSON.stringify(document))).toEqual(document);
    expect(toDocument(null)).toEqual(emptyDocument());
    expect(toDocument([{ nonsense: true }])).toEqual(emptyDocument());
    expect(toDocument(42)).toEqual(emptyDocument());
  });

  it('reads plain text as a paragraph per line', () => {
    expect(toDocument('one\ntwo')).toEqual([
      { type: 'paragraph', children: [{ text: 'one' }] },
      { type: 'paragraph', children: [{ text: 'two' }] },
    ]);
  });
});
