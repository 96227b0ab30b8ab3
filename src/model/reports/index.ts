/** Progress and answer reports: a course's users against its items, a quiz's users against its questions. */
export * from './answersTable';
export * from './courseReport';
export * from './gridNavigation';
export * from './messages';
