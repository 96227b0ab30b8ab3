/** The map list of the maps area: summaries, user tags, views and sorting. */
export * from './summary';
