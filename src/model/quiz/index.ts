/** Questions and quizzes (spec 3): the entities, authoring, answering, input rules, validity and marking. */
export * from './answering';
export * from './constants';
export * from './content';
export * from './editState';
export * from './fields';
export * from './input';
export * from './load';
export * from './marking';
export * from './messages';
export * from './numbers';
export * from './schema';
export * from './similarity';
export * from './types';
export * from './validity';
