/** The change stream of an open map: ordered changes with their origin, scope and effects. */
export * from './changeSet';
export * from './stream';
export * from './truthEffect';
