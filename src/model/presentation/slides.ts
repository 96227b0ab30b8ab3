/**
 * Content slides (spec 3 section 2.1): the content of a map's nodes shown one node at a time. Which
 * nodes make the slides, and in which order:
 * - the map's (`/{id}/contentslides`): every node with content, in the map's order;
 * - a presentation's or lesson's (`/{id}/presentation/{pid}/contentslides`): the nodes its sequence
 *   reveals or points at, in sequence order, each once, and only those with content. A step brings a node
 *   forward when it shows it (`showNodes`), selects it, jumps to it or changes its strength. Steps that
 *   name nodes to hide them (`hideNodes`, the exceptions of `showAllNodesExcept`) bring none, nor does
 *   showing the whole map at once (`showAllNodesExcept`), which puts no node before another.
 * A node's content is empty when `isEmptyDocument` says so (no prose, or a single empty paragraph).
 */
import type { RichText } from '../map/content';
import type { MapNode } from '../map/node';
import type { MapDocument } from '../map/types';
import { isEmptyDocument } from '../richText/document';
import { loadPresentation } from './load';
import type { PresentationStep, SequenceEntry } from './types';

export interface ContentSlide {
  nodeId: string;
  title: string;
  /** The node's content: a rich-text document as the map stores it, never empty. */
  prose: RichText;
}

/** What the slides need of a map's nodes: its list in order, and a node by id. */
export interface SlideNodes extends Iterable<MapNode> {
  get(id: string): MapNode | undefined;
}

/** Whether a node has content to show. */
export function hasContent(node: MapNode): boolean {
  return !isEmptyDocument(node.prose);
}

function slideOf(node: MapNode): ContentSlide {
  return { nodeId: node.id, title: node.title, prose: node.prose };
}

/** The map's slides: every node with content, in the map's order. */
export function mapContentSlides(nodes: Iterable<MapNode>): ContentSlide[] {
  const slides: ContentSlide[] = [];
  for (const node of nodes) if (hasContent(node)) slides.push(slideOf(node));
  return slides;
}

/** The nodes a step brings forward (see the module's comment). */
export function nodesBroughtForward(step: PresentationStep): readonly string[] {
  switch (step.type) {
    case 'showNodes':
    case 'setSelection':
    case 'jumpToLocation':
      return step.nodeIds;
    case 'changeStrength':
      return [step.nodeId];
    default:
      return [];
  }
}

/** The nodes a sequence brings forward, in its order, each once (nodes the map lacks included). */
export function sequenceNodeIds(sequence: readonly SequenceEntry[]): string[] {
  const seen = new Set<string>();
  for (const entry of sequence) for (const id of nodesBroughtForward(entry.action)) seen.add(id);
  return [...seen];
}

/** A presentation's slides: the nodes its sequence brings forward that the map holds with content. */
export function presentationContentSlides(
  sequence: readonly SequenceEntry[],
  nodes: SlideNodes,
): ContentSlide[] {
  const slides: ContentSlide[] = [];
  for (const id of sequenceNodeIds(sequence)) {
    const node = nodes.get(id);
    if (node && hasContent(node)) slides.push(slideOf(node));
  }
  return slides;
}

/** A map's slides, or a presentation's: named by what they are of (the map's or presentation's name). */
export type ContentSlidesOf =
  | { found: true; name: string; slides: ContentSlide[] }
  | { found: false; presentationId: string };

/**
 * The slides of a map (no presentation id) or of one of its presentations or lessons; not found when the
 * map holds no presentation with that id.
 */
export function contentSlidesOf(
  map: Pick<MapDocument, 'name' | 'nodes' | 'presentations'>,
  presentationId?: string,
): ContentSlidesOf {
  if (presentationId === undefined)
    return { found: true, name: map.name, slides: mapContentSlides(map.nodes) };
  const stored = map.presentations.find((candidate) => candidate.id === presentationId);
  if (!stored) return { found: false, presentationId };
  const { presentation } = loadPresentation(stored);
  return {
    found: true,
    name: presentation.name,
    slides: presentationContentSlides(presentation.sequence, map.nodes),
  };
}
