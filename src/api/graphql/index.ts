/** The GraphQL operations of the signed-in areas, typed by their results. */
export * from './admin';
export * from './classes';
export * from './courses';
export * from './dashboard';
export * from './errors';
export * from './feedback';
export * from './mapDocument';
export * from './mapOwnership';
export * from './mapSummary';
export * from './maps';
export * from './personalisation';
export * from './progress';
export * from './quiz';
export * from './types';
export * from './usage';
export * from './user';
export * from './userNotes';
