/** The course catalogue: card rules, order, search, views and messages. */

export * from './access';
export * from './catalogue';
export * from './details';
export * from './items';
export * from './messages';
export * from './outline';
export * from './payment';
export * from './price';
export * from './progress';
export * from './thumbnail';
export * from './views';
