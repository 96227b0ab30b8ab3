/** The map model: types and constants of spec 2 section 3, loading, validation, storing and map files. */
export * from './bounds';
export * from './constants';
export * from './exchange';
export * from './load';
export * from './loadConnection';
export * from './loadNode';
export * from './messages';
export * from './name';
export * from './newMap';
export * from './record';
export * from './settings';
export * from './stored';
export * from './types';
export * from './validate';
