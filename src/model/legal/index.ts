export * from './documents';
export * from './links';
