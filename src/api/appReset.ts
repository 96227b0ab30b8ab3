/**
 * What the app holds of the signed-in user outside the stores (the GraphQL cache, a prefetched map, the
 * map settings read from the offline cache) registers here how to forget it; a logout runs them all
 * (spec 1 section 7: logout resets the whole application state). Holders register themselves when they
 * are made, so the sign-in pages need not load the GraphQL client just to clear it.
 */

type Reset = () => unknown;

const resets = new Set<Reset>();

/** Registers `reset` to run at each sign-out; the answer unregisters it. */
export function onAppReset(reset: Reset): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/** Forgets the previous user's data everywhere it was registered; one failing holder does not stop the others. */
export async function resetUserData(): Promise<void> {
  await Promise.all(
    [...resets].map(async (reset) => {
      try {
        await reset();
      } catch (error) {
        console.warn('Clearing data of the previous user failed', error);
      }
    }),
  );
}
