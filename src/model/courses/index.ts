/** The course catalogue: card rules, order, search, views and messages. */
export * from './catalogue';
export * from './items';
export * from './messages';
export * from './views';
