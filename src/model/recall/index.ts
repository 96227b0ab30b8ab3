/** Recall practice (spec 3 sections 3 and 4.6): scope, matching, the session and its result. */
export * from './constants';
export * from './keys';
export * from './matching';
export * from './messages';
export * from './scope';
export * from './session';
export * from './types';
