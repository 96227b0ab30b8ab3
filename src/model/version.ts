/** The application version (spec 1 section 1, spec 2 section 9). */
export const APP_VERSION = '0.6.155';

/** The base path the web app is served under. */
export const APP_BASE_PATH = '/app';
