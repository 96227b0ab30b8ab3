/** Lesson progress: per-user, per-lesson watched times, completion and report order. */
export * from './lessonProgress';
export * from './messages';
export * from './reportOrder';
