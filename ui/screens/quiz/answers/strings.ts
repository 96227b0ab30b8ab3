/** What the learners' answers list says (issue 26: the plain list before the reports' grid). */
export const answersStrings = {
  title: (mapName: string) => `Learners' answers: ${mapName}`,
  loading: "Loading the learners' answers",
  loadFailed: "The learners' answers could not be loaded.",
  none: 'No learner has answered yet',
  noneHint: 'Answers appear here once learners submit them.',
  editQuestions: 'Edit questions',
  started: (date: string) => `Started ${date}`,
  question: (position: number) => `Question ${position}`,
  removedQuestion: 'A question no longer in the map',
  columns: { question: 'Question', answer: 'Answer', mark: 'Mark', attempts: 'Attempts' },
  notAnswered: 'Not answered',
  tableLabel: (learner: string) => `Answers of ${learner}`,
  learner: (user: { firstName: string; lastName: string; username: string }) =>
    `${`${user.firstName} ${user.lastName}`.trim() || user.username} (${user.username})`,
} as const;
