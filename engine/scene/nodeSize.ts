/**
 * A node's automatic size from its title (no nodeWidth/nodeHeight stored), from the glyph widths of
 * glyphWidths.ts: the font's own once the engine has measured it, the average before (and in Node).
 * Titles wrap at 240 units; a node is never smaller than 120 by 48. Shown content adds its area below
 * the title.
 */
import { DEFAULT_CONTENT_SIZE } from '../../src/model/map/constants';
import { glyphWidth } from './glyphWidths';
import { LINE_HEIGHT, TITLE_PADDING, wrapLines, wrappedExtent } from './textLayout';

export const AUTO_NODE_MIN_WIDTH = 120;
export const AUTO_NODE_MIN_HEIGHT = 48;
export const AUTO_NODE_WRAP_WIDTH = 240;

export interface SizedNode {
  title: string;
  nodeWidth?: number;
  nodeHeight?: number;
  showContent?: boolean;
  contentWidth?: number;
  contentHeight?: number;
}

export interface NodeSize {
  width: number;
  height: number;
}

export interface NodeLayout extends NodeSize {
  /** With shown content: where its area starts, from the node's top (the title has the part above). */
  contentTop?: number;
}

/**
 * The stored size where there is one; otherwise the estimate (each axis on its own). Shown content
 * takes the bottom contentHeight of a stored height (the title keeping at least its estimated height).
 */
export function nodeSize(node: SizedNode, fontSize: number): NodeLayout {
  const stored = (value: number | undefined) => (value !== undefined && value > 0 ? value : undefined);
  const fixedWidth = stored(node.nodeWidth);
  const fixedHeight = stored(node.nodeHeight);
  if (fixedWidth !== undefined && fixedHeight !== undefined && !node.showContent)
    return { width: fixedWidth, height: fixedHeight };
  const title = estimateTitleSize(node.title, fontSize, fixedWidth);
  if (!node.showContent) return { width: fixedWidth ?? title.width, height: fixedHeight ?? title.height };
  const content = contentSize(node);
  const width = fixedWidth ?? Math.max(title.width, content.width);
  const height = fixedHeight ?? title.height + content.height;
  return { width, height, contentTop: Math.min(height, Math.max(title.height, height - content.height)) };
}

/** The area shown content takes: contentWidth by contentHeight, 250 by 250 where not set. */
export function contentSize(node: Pick<SizedNode, 'contentWidth' | 'contentHeight'>): NodeSize {
  const positive = (value: number | undefined, fallback: number) =>
    value !== undefined && value > 0 ? value : fallback;
  return {
    width: positive(node.contentWidth, DEFAULT_CONTENT_SIZE.width),
    height: positive(node.contentHeight, DEFAULT_CONTENT_SIZE.height),
  };
}

/** The box a title needs: wrapped within `width` (or the wrap width), padded, at least the minimum. */
export function estimateTitleSize(title: string, fontSize: number, width?: number): NodeSize {
  // Only the extent is needed here: without the wrapped lines' strings (every node of a map is sized).
  const extent = wrappedExtent(
    title,
    (width ?? AUTO_NODE_WRAP_WIDTH) - 2 * TITLE_PADDING,
    (codePoint) => fontSize * glyphWidth(codePoint),
  );
  const estimate = { width: extent.widest, height: extent.lineCount * fontSize * LINE_HEIGHT };
  const estimatedWidth = Math.min(
    AUTO_NODE_WRAP_WIDTH,
    Math.max(AUTO_NODE_MIN_WIDTH, Math.ceil(estimate.width + 2 * TITLE_PADDING)),
  );
  return {
    width: width ?? estimatedWidth,
    height: Math.max(AUTO_NODE_MIN_HEIGHT, Math.ceil(estimate.height + 2 * TITLE_PADDING)),
  };
}

export interface TextEstimate {
  /** The wrapped lines. */
  lines: string[];
  /** The widest line and the lines' height, unpadded. */
  width: number;
  height: number;
}

/** Text wrapped within `maxWidth` by the glyph widths (glyphWidths.ts). */
export function estimateTextBox(text: string, fontSize: number, maxWidth: number): TextEstimate {
  const lines = wrapLines(text, maxWidth, (char) => fontSize * glyphWidth(char.codePointAt(0) ?? 0));
  let widest = 0;
  for (const line of lines) widest = Math.max(widest, line.width);
  return {
    lines: lines.map((line) => line.text),
    width: widest,
    height: lines.length * fontSize * LINE_HEIGHT,
  };
}
