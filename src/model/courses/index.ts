/** The course catalogue: card rules, order, search, views and messages. */

export * from './access';
export * from './catalogue';
export * from './details';
export * from './duration';
export * from './items';
export * from './messages';
export * from './openItem';
export * from './outline';
export * from './payment';
export * from './price';
export * from './progress';
export * from './studyPaths';
export * from './summary';
export * from './thumbnail';
export * from './views';
