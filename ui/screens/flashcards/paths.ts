/** The address of a deck's review (spec 3 section 2.1, map form): every card (null), or one deck's. */
export function cardsPath(mapId: string, deckId: string | null): string {
  return deckId === null ? `/${mapId}/cards` : `/${mapId}/cards/${encodeURIComponent(deckId)}`;
}
