/**
 * A node's automatic size from its title (no nodeWidth/nodeHeight stored): a pure estimate from an
 * average glyph width per font size, so the shell and Node tests need no font metrics. Titles wrap at
 * 240 units; a node is never smaller than 120 by 48. Shown content adds its area below the title.
 */
import { LINE_HEIGHT, TITLE_PADDING, wrapLines } from './textLayout';

export const AUTO_NODE_MIN_WIDTH = 120;
export const AUTO_NODE_MIN_HEIGHT = 48;
export const AUTO_NODE_WRAP_WIDTH = 240;
/** Average advance of a title glyph as a fraction of the font size (sans-serif, mixed case). */
export const AVERAGE_GLYPH_WIDTH = 0.55;

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

/** The stored size where there is one; otherwise the estimate (each axis on its own). */
export function nodeSize(node: SizedNode, fontSize: number): NodeSize {
  const stored = (value: number | undefined) => (value !== undefined && value > 0 ? value : undefined);
  const fixedWidth = stored(node.nodeWidth);
  const fixedHeight = stored(node.nodeHeight);
  if (fixedWidth !== undefined && fixedHeight !== undefined)
    return { width: fixedWidth, height: fixedHeight };
  const estimate = estimateTitleSize(node.title, fontSize, fixedWidth);
  let width = fixedWidth ?? estimate.width;
  let height = fixedHeight ?? estimate.height;
  if (node.showContent && fixedHeight === undefined) {
    width = Math.max(width, node.contentWidth ?? 0);
    height += node.contentHeight ?? 0;
  }
  return { width, height };
}

/** The box a title needs: wrapped within `width` (or the wrap width), padded, at least the minimum. */
export function estimateTitleSize(title: string, fontSize: number, width?: number): NodeSize {
  const advance = () => fontSize * AVERAGE_GLYPH_WIDTH;
  const maxWidth = (width ?? AUTO_NODE_WRAP_WIDTH) - 2 * TITLE_PADDING;
  const lines = wrapLines(title, maxWidth, advance);
  let widest = 0;
  for (const line of lines) widest = Math.max(widest, line.width);
  const estimatedWidth = Math.min(
    AUTO_NODE_WRAP_WIDTH,
    Math.max(AUTO_NODE_MIN_WIDTH, Math.ceil(widest + 2 * TITLE_PADDING)),
  );
  const textHeight = lines.length * fontSize * LINE_HEIGHT + 2 * TITLE_PADDING;
  return {
    width: width ?? estimatedWidth,
    height: Math.max(AUTO_NODE_MIN_HEIGHT, Math.ceil(textHeight)),
  };
}
