/**
 * Map commands: what a user asks for (bulk add, add children, copy and paste, align) turned into one
 * action, so it applies, broadcasts and undoes as one step. Pure; ids come from `newId` for replay.
 */
export * from './addChildren';
export * from './arrange';
export * from './bulkAdd';
export * from './messages';
export * from './paste';
export * from './result';
export * from './selection';
export * from './subset';
