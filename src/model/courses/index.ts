/** The course catalogue: card rules, order, search and messages. */
export * from './catalogue';
export * from './messages';
