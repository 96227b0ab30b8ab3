/** Accounts and sessions: the pure rules of spec 1 sections 1 to 8. */
export * from './apiResult';
export * from './authStatus';
export * from './country';
export * from './exemptPages';
export * from './forgotForm';
export * from './messages';
export * from './roles';
export * from './sessionState';
export * from './validation';
