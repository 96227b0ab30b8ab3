import { describe, expect, it } from 'vitest';
import { CAMERA_ICON, type LegacyRaw, legacyToDocument, upgradeCameraBlocks } from './legacy';

const image = { type: 'IMAGE', data: { src: 'https://a.org/p.png' } };

describe('upgradeCameraBlocks', () => {
  it('makes a block holding only a camera icon with an entity range atomic (spec 3 section 5.4)', () => {
    const raw: LegacyRaw = {
      blocks: [{ text: CAMERA_ICON, type: 'unstyled', entityRanges: [{ offset: 0, length: 1, key: 0 }] }],
      entityMap: { 0: image },
    };
    expect(upgradeCameraBlocks(raw).blocks[0]?.type).toBe('atomic');
    // The input is left as it was.
    expect(raw.blocks[0]?.type).toBe('unstyled');
  });

  it('leaves a camera icon without an entity range, or with other text, alone', () => {
    const raw: LegacyRaw = {
      blocks: [
        { text: CAMERA_ICON, type: 'unstyled', entityRanges: [] },
        { text: `${CAMERA_ICON} photo`, type: 'unstyled', entityRanges: [{ offset: 0, length: 1, key: 0 }] },
      ],
    };
    expect(upgradeCameraBlocks(raw).blocks.map((block) => block.type)).toEqual(['unstyled', 'unstyled']);
  });
});

describe('legacyToDocument', () => {
  it('reads headings, lists, quotes, code, marks and links', () => {
    const raw: LegacyRaw = {
      blocks: [
        { text: 'Title', type: 'header-two' },
        { text: 'one', type: 'unordered-list-item' },
        { text: 'two', type: 'unordered-list-item' },
        { text: 'said', type: 'blockquote' },
        { text: 'x = 1', type: 'code-block' },
        {
          text: 'bold link',
          type: 'unstyled',
          inlineStyleRanges: [{ offset: 0, length: 4, style: 'BOLD' }],
          entityRanges: [{ offset: 5, length: 4, key: 1 }],
        },
      ],
      entityMap: { 1: { type: 'LINK', data: { url: 'example.org' } } },
    };
    expect(legacyToDocument(raw)).toEqual([
      { type: 'heading', level: 2, children: [{ text: 'Title' }] },
      {
        type: 'bulletedList',
        children: [
          { type: 'listItem', children: [{ text: 'one' }] },
          { type: 'listItem', children: [{ text: 'two' }] },
        ],
      },
      { type: 'quote', children: [{ text: 'said' }] },
      { type: 'codeBlock', children: [{ text: 'x = 1' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'bold', bold: true },
          { text: ' ' },
          { type: 'link', url: 'http://example.org', children: [{ text: 'link' }] },
        ],
      },
    ]);
  });

  it('turns an upgraded camera block into its image', () => {
    const raw: LegacyRaw = {
      blocks: [{ text: CAMERA_ICON, type: 'unstyled', entityRanges: [{ offset: 0, length: 1, key: 0 }] }],
      entityMap: { 0: image },
    };
    expect(legacyToDocument(raw)).toEqual([
      { type: 'image', src: 'https://a.org/p.png', align: 'center', children: [{ text: '' }] },
    ]);
  });
});
