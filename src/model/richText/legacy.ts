/**
 * Documents from the legacy editor: its raw form (`{ blocks, entityMap }`, Draft.js style), read into
 * the current document shape. Offsets in its ranges count characters (code points), not UTF-16 units.
 */
import type { BlockElement, HeadingLevel, Inline, Mark, TextLeaf } from './types';
import { imageSource, normaliseLink, videoEmbedSource } from './urls';

export interface LegacyRange {
  offset: number;
  length: number;
}
export interface LegacyBlock {
  text: string;
  type: string;
  key?: string;
  inlineStyleRanges?: (LegacyRange & { style: string })[];
  entityRanges?: (LegacyRange & { key: number | string })[];
  data?: Record<string, unknown>;
}
export interface LegacyEntity {
  type: string;
  data?: Record<string, unknown>;
}
export interface LegacyRaw {
  blocks: LegacyBlock[];
  entityMap?: Record<string, LegacyEntity>;
}

/** The icon the legacy editor put in a line of its own to stand for an image or a recording. */
export const CAMERA_ICON = '📷';

export function isLegacyRaw(value: unknown): value is LegacyRaw {
  return typeof value === 'object' && value !== null && Array.isArray((value as { blocks?: unknown }).blocks);
}

/** Spec 3 section 5.4: a block that holds only a camera icon and has an entity range becomes an atomic block. */
export function upgradeCameraBlocks(raw: LegacyRaw): LegacyRaw {
  const blocks = raw.blocks.map((block) =>
    block.text.trim() === CAMERA_ICON && (block.entityRanges?.length ?? 0) > 0 && block.type !== 'atomic'
      ? { ...block, type: 'atomic' }
      : block,
  );
  return { ...raw, blocks };
}

const HEADINGS: Record<string, HeadingLevel> = {
  'header-one': 1,
  'header-two': 2,
  'header-three': 3,
  'header-four': 4,
  'header-five': 5,
  'header-six': 6,
};
const STYLE_MARKS: Record<string, Mark> = {
  BOLD: 'bold',
  ITALIC: 'italic',
  UNDERLINE: 'underline',
  CODE: 'code',
  SUBSCRIPT: 'sub',
  SUPERSCRIPT: 'sup',
};
const LIST_TYPES: Record<string, 'bulletedList' | 'numberedList'> = {
  'unordered-list-item': 'bulletedList',
  'ordered-list-item': 'numberedList',
};

/** The legacy document in the current shape, camera blocks upgraded first. */
export function legacyToDocument(raw: LegacyRaw): BlockElement[] {
  const { blocks, entityMap = {} } = upgradeCameraBlocks(raw);
  const document: BlockElement[] = [];
  for (const block of blocks) {
    const listType = LIST_TYPES[block.type];
    if (listType) {
      const last = document.at(-1);
      const item = { type: 'listItem' as const, children: inlines(block, entityMap) };
      if (last?.type === listType) last.children.push(item);
      else document.push({ type: listType, children: [item] });
      continue;
    }
    document.push(blockOf(block, entityMap));
  }
  return document;
}

function blockOf(block: LegacyBlock, entityMap: Record<string, LegacyEntity>): BlockElement {
  const children = inlines(block, entityMap);
  const level = HEADINGS[block.type];
  if (level) return { type: 'heading', level, children };
  if (block.type === 'blockquote') return { type: 'quote', children };
  if (block.type === 'code-block') return { type: 'codeBlock', children };
  if (block.type === 'atomic') return atomicOf(block, entityMap) ?? { type: 'paragraph', children };
  return { type: 'paragraph', children };
}

/** An atomic block's image or video, from the entity of its first range. */
function atomicOf(block: LegacyBlock, entityMap: Record<string, LegacyEntity>): BlockElement | null {
  const key = block.entityRanges?.[0]?.key;
  const entity = key === undefined ? undefined : entityMap[String(key)];
  const address = String(entity?.data?.src ?? entity?.data?.url ?? '');
  const kind = entity?.type.toLowerCase();
  if (kind === 'image') {
    const src = imageSource(address);
    const width = Number(entity?.data?.width);
    return src
      ? { type: 'image', src, align: 'center', ...(width > 0 ? { width } : {}), children: [{ text: '' }] }
      : null;
  }
  if (kind === 'video' || kind === 'embed' || kind === 'embedded_link') {
    const src = videoEmbedSource(address);
    return src ? { type: 'video', src, children: [{ text: '' }] } : null;
  }
  return null;
}

/** A block's text as leaves with marks, links as link elements. */
function inlines(block: LegacyBlock, entityMap: Record<string, LegacyEntity>): Inline[] {
  const characters = Array.from(block.text);
  const marks = characters.map(() => new Set<Mark>());
  for (const range of block.inlineStyleRanges ?? []) {
    const mark = STYLE_MARKS[range.style];
    if (mark) for (let i = range.offset; i < range.offset + range.length; i++) marks[i]?.add(mark);
  }
  const links: (string | null)[] = characters.map(() => null);
  for (const range of block.entityRanges ?? []) {
    const entity = entityMap[String(range.key)];
    const url =
      entity?.type.toLowerCase() === 'link' ? String(entity.data?.url ?? entity.data?.href ?? '') : '';
    if (url) for (let i = range.offset; i < range.offset + range.length; i++) links[i] = normaliseLink(url);
  }
  const result: Inline[] = [];
  let i = 0;
  while (i < characters.length) {
    const start = i;
    const signature = `${[...(marks[i] ?? [])].sort().join()}|${links[i]}`;
    while (i < characters.length && `${[...(marks[i] ?? [])].sort().join()}|${links[i]}` === signature) i++;
    const leaf: TextLeaf = { text: characters.slice(start, i).join('') };
    for (const mark of marks[start] ?? []) leaf[mark] = true;
    const url = links[start];
    const last = result.at(-1);
    if (url && last && 'type' in last && last.type === 'link' && last.url === url) last.children.push(leaf);
    else result.push(url ? { type: 'link', url, children: [leaf] } : leaf);
  }
  return result.length === 0 ? [{ text: '' }] : result;
}
