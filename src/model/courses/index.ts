/** The course catalogue: card rules, order, search, views and messages. */

export * from './access';
export * from './catalogue';
export * from './duration';
export * from './items';
export * from './messages';
export * from './openItem';
export * from './outline';
export * from './price';
export * from './studyPaths';
export * from './summary';
export * from './views';
