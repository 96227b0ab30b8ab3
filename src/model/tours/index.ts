/** Guided tours: their steps, their state, and the Tutorials menu's counts. */
export * from './tourState';
export * from './tours';
export * from './tutorials';
export * from './watches';
