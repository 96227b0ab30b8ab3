/** Presentations and lessons (spec 3): the entities, their steps, recording, playback and seeking. */
export * from './constants';
export * from './displayLayout';
export * from './follow';
export * from './lessonTimer';
export * from './load';
export * from './messages';
export * from './playback';
export * from './recording';
export * from './remote';
export * from './reveal';
export * from './slides';
export * from './summary';
export * from './timeline';
export * from './types';
export * from './videoPlayer';
export * from './view';
