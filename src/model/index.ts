/** The public entry of the domain library: pure, framework-free, shared by the app, workers and server. */
export * from './access';
export * from './actions';
export * from './auth';
export * from './classes';
export * from './commands';
export * from './courses';
export * from './dashboard';
export * from './featureFlags';
export * from './folders';
export * from './ids';
export * from './layout';
export * from './map';
export * from './mapList';
export * from './notifications';
export * from './truth';
export * from './usage';
export * from './version';
