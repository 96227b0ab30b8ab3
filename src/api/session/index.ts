/** The client session layer: the shell around the pure rules of `src/model/auth`. */
export * from './ApiRequestError';
export * from './buildRequest';
export * from './cookies';
export * from './SessionManager';
