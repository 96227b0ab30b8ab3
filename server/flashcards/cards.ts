/**
 * Whether a card is on a map (src/model/flashcards/cards.ts): the card's id names its node, so only that
 * node and the map's course items (which make flashcard items' cards) are read, never the whole document.
 */
import type { Kysely } from 'kysely';
import { flashcardItemsOf } from '../../src/model/courses/outline.ts';
import { cardsOfNode, parseCardId } from '../../src/model/flashcards/cards.ts';
import { FLASHCARD_MESSAGES } from '../../src/model/flashcards/messages.ts';
import { loadMap } from '../../src/model/map/load.ts';
import { loadNode } from '../../src/model/map/loadNode.ts';
import { isRecord } from '../../src/model/map/read.ts';
import type { Tables } from '../db/tables.ts';
import { badInput } from '../errors.ts';
import { documentNode, documentPart } from '../maps/documentParts.ts';
import { rightsOnMap, selectMapWithShare } from '../maps/rights.ts';

type Db = Kysely<Tables>;

/**
 * Refuses a card that a map the user may see does not have: NOT_FOUND for the map (as for a missing
 * one), BAD_USER_INPUT 'Flashcard not found.' for the card.
 */
export async function requireMapCard(db: Db, userId: string, mapId: string, cardId: string): Promise<void> {
  const parsed = parseCardId(cardId);
  const found = await selectMapWithShare(db, userId, mapId)
    .select([
      documentNode(parsed?.nodeId ?? '').as('nodeText'),
      documentPart('courseItems').as('courseItemsText'),
    ])
    .executeTakeFirst();
  const { row } = rightsOnMap(found, userId);
  const node: unknown = row.nodeText === null ? null : JSON.parse(row.nodeText);
  if (!parsed || !isRecord(node)) throw badInput(FLASHCARD_MESSAGES.cardNotFound);
  const courseItems = row.courseItemsText === null ? undefined : JSON.parse(row.courseItemsText);
  const items = flashcardItemsOf(loadMap({ courseItems }));
  if (!cardsOfNode(loadNode(node), items).some((card) => card.id === cardId))
    throw badInput(FLASHCARD_MESSAGES.cardNotFound);
}
