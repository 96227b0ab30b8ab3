/** The engine's pure geometry kernel: data in, a plan out; no pixi, React or DOM. */
export * from './alignment';
export * from './anchors';
export * from './camera';
export * from './connectionLabel';
export * from './contrast';
export * from './drag';
export * from './elbow';
export * from './levelOfDetail';
export * from './path';
export * from './routing';
export * from './spatialIndex';
export * from './strokes';
export * from './vector';
export * from './waypointProposals';
