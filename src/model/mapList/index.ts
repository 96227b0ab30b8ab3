/** The map list of the maps area: summaries, user tags, views, routes, sorting, selection and folder search. */
export * from './folderSearch';
export * from './selection';
export * from './sort';
export * from './summary';
export * from './views';
