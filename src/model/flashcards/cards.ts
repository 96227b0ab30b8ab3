/**
 * A map's flashcards (issue 27): the flashcard elements written in its nodes' content (front and back
 * texts), and the nodes of its flashcard items (the title on the front, the node's content on the back).
 * A card's id says where it comes from, so the server can find one card without reading the whole map:
 * `card:{n}:{nodeId}` for the n-th (from 0) flashcard element of a node's content, `node:{nodeId}` for a
 * node of a flashcard item. Inserting a card before another in the same content renumbers the ones after
 * it; their schedules follow the number, not the text.
 */
import { type FlashcardItem, nodesWithAnyTag } from '../courses/items';
import { flashcardItemsOf } from '../courses/outline';
import type { MapNode } from '../map/node';
import type { MapDocument, RichText } from '../map/types';
import { isRecord, toDocument } from '../richText/document';
import { FLASHCARD_MESSAGES } from './messages';

/** The deck of every content card. */
export const MAP_DECK_ID = 'map';

interface CardBase {
  id: string;
  nodeId: string;
  front: string;
  /** The decks holding the card: MAP_DECK_ID, or the ids of the flashcard items choosing its node. */
  decks: string[];
}
/** A flashcard element of a node's content. */
export interface ContentCard extends CardBase {
  kind: 'content';
  back: string;
}
/** A node chosen by a flashcard item: its title on the front, its content on the back. */
export interface NodeCard extends CardBase {
  kind: 'node';
  back: RichText | null;
}
export type Flashcard = ContentCard | NodeCard;

export interface Deck {
  id: string;
  name: string;
  cardIds: string[];
}

export function contentCardId(nodeId: string, index: number): string {
  return `card:${index}:${nodeId}`;
}

export function nodeCardId(nodeId: string): string {
  return `node:${nodeId}`;
}

/** The node and, for a content card, the element's number; null for an id no card can have. */
export function parseCardId(cardId: string): { nodeId: string; index: number | null } | null {
  if (cardId.startsWith('node:')) {
    const nodeId = cardId.slice('node:'.length);
    return nodeId === '' ? null : { nodeId, index: null };
  }
  const content = /^card:(0|[1-9]\d{0,5}):(.+)$/s.exec(cardId);
  return content ? { nodeId: content[2] as string, index: Number(content[1]) } : null;
}

type CardNode = Pick<MapNode, 'id' | 'title' | 'tags' | 'prose'>;

/** The cards of one node: its content's flashcards, then itself when a flashcard item chooses it. */
export function cardsOfNode(node: CardNode, items: readonly FlashcardItem[]): Flashcard[] {
  const cards: Flashcard[] = flashcardElementsOf(node.prose).flatMap(({ front, back }, index) =>
    front === ''
      ? []
      : [
          {
            kind: 'content',
            id: contentCardId(node.id, index),
            nodeId: node.id,
            front,
            back,
            decks: [MAP_DECK_ID],
          },
        ],
  );
  const decks = items.filter((item) => nodesWithAnyTag([node], item.tags).length > 0).map((item) => item.id);
  if (decks.length > 0 && node.title.trim() !== '')
    cards.push({
      kind: 'node',
      id: nodeCardId(node.id),
      nodeId: node.id,
      front: node.title,
      back: node.prose ?? null,
      decks,
    });
  return cards;
}

/** Every card of the map, node by node in the map's order. */
export function flashcardsOf(map: Pick<MapDocument, 'nodes' | 'courseItems'>): Flashcard[] {
  const items = flashcardItemsOf(map);
  return map.nodes.flatMap((node) => cardsOfNode(node, items));
}

/** The map's decks: its content cards (when it has any), then each flashcard item's. */
export function decksOf(map: Pick<MapDocument, 'courseItems'>, cards: readonly Flashcard[]): Deck[] {
  const inDeck = (deckId: string) =>
    cards.filter((card) => card.decks.includes(deckId)).map((card) => card.id);
  const content = inDeck(MAP_DECK_ID);
  const decks: Deck[] =
    content.length > 0 ? [{ id: MAP_DECK_ID, name: FLASHCARD_MESSAGES.mapDeck, cardIds: content }] : [];
  for (const item of flashcardItemsOf(map))
    decks.push({ id: item.id, name: item.name, cardIds: inDeck(item.id) });
  return decks;
}

/** The flashcard elements of a node's content, in document order, nested ones included. */
function flashcardElementsOf(prose: RichText | undefined): { front: string; back: string }[] {
  if (prose === undefined || prose === null) return [];
  const found: { front: string; back: string }[] = [];
  const visit = (value: unknown) => {
    if (!isRecord(value)) return;
    if (value.type === 'flashcard') {
      found.push({ front: textOf(value.front), back: textOf(value.back) });
      return;
    }
    if (Array.isArray(value.children)) for (const child of value.children) visit(child);
  };
  for (const block of toDocument(prose)) visit(block);
  return found;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
