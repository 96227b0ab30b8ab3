/** The rich-text document of node and connection content: its shape and its pure rules. */
export * from './document';
export * from './elements';
export * from './legacy';
export * from './markdown';
export * from './plainText';
export * from './types';
export * from './urls';
