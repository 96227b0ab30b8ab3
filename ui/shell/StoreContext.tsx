import { createContext, useContext } from 'react';
import type { RootStore } from '../../src/stores/RootStore';

export const StoreContext = createContext<RootStore | null>(null);

/** The root store; every screen reads its stores from here. */
export function useStores(): RootStore {
  const stores = useContext(StoreContext);
  if (!stores) throw new Error('useStores needs a StoreContext provider');
  return stores;
}
