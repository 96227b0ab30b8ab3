/** The public entry of the domain library: pure, framework-free, shared by the app, workers and server. */
export * from './actions';
export * from './auth';
export * from './featureFlags';
export * from './ids';
export * from './map';
export * from './notifications';
export * from './truth';
export * from './version';
