/** One viewer's session on a map: selection, current level and route, mode and rights. */
export * from './apply';
export * from './create';
export * from './reconcile';
export * from './types';
