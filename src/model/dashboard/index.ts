/** The dashboard: suggestions and texts. */
export * from './messages';
export * from './suggestions';
