/** The map model: types and constants of spec 2 section 3, loading and validation. */
export * from './bounds';
export * from './constants';
export * from './load';
export * from './loadConnection';
export * from './loadNode';
export * from './messages';
export * from './settings';
export * from './types';
export * from './validate';
