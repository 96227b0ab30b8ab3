/** User-visible texts of the progress and answer reports (issue 29). */
import { reportMessages } from '../../../src/model/reports/messages';

export const reportStrings = {
  title: 'Course report',
  subtitle: (mapName: string) => `Progress and quiz answers on ${mapName}`,
  exit: 'Exit',
  loading: 'Loading report',
  notAccessible: reportMessages.notAccessible,
  /** Spec 3 section 8: the named error, then what went wrong. */
  failed: (name: string, detail: string) => `${name}: ${detail}`,
  errors: reportMessages.errors,
  progress: {
    heading: 'Progress',
    gridLabel: 'Progress of each user on each lesson and quiz',
    user: reportMessages.answers.columns.user,
    noItems: 'This course has no lessons or quizzes yet.',
    noUsers: 'Nobody has worked on this course yet.',
    noStudents: 'No student sharing their results has worked on this course yet.',
    cell: (item: string, percent: number, complete: boolean) =>
      complete ? `${item}: ${percent}% complete, done` : `${item}: ${percent}% complete`,
    openQuiz: (quiz: string) => `Open the answers to ${quiz}`,
    legend: 'Fraction complete',
    legendNone: '0%',
    legendAll: '100%',
    legendDone: 'Done',
    lesson: 'Lesson',
    quiz: 'Quiz',
  },
  own: {
    heading: 'Your progress',
    gridLabel: 'Your progress on each lesson and quiz',
  },
  answers: {
    heading: 'Quiz answers',
    quiz: 'Quiz',
    noQuizzes: 'This course has no quizzes yet.',
    none: 'Nobody has answered this quiz yet.',
    tableLabel: (quiz: string) => `Answers to ${quiz}`,
    question: (index: number) => `Q${index + 1}`,
    copy: 'Copy',
    copied: 'Answers copied: paste them into a spreadsheet.',
    copyFailed: 'Unable to copy to the clipboard.',
    download: 'Download CSV',
    columns: reportMessages.answers.columns,
    noAnswer: 'No answer',
    answerOf: (question: string, text: string) => `${question}: ${text}`,
    fileName: (quiz: string) =>
      `${quiz.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'quiz'}-answers.csv`,
  },
} as const;
