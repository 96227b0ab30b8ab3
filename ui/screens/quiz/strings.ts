/** The quiz screen's own texts; the editor's and the answering view's are in ./edit and ./answer. */
export const quizStrings = {
  loading: 'Loading the quiz',
  noEditRights: 'You need edit rights on this map to edit its questions.',
  unknownRoute: 'This page does not exist.',
} as const;
