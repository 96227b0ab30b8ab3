/** The quiz's user-visible texts (spec 3 sections 5 and 8): one home, imported wherever they are shown. */
import { QUIZ_LIMITS } from './constants';

export const QUIZ_MESSAGES = {
  /** Spec 3 section 5.1. */
  onlyNumbers: 'Only numbers can be used',
  /** The verbose form appends the text typed. */
  onlyNumbersVerbose: (text: string) => `Only numbers can be used ("${text}" is invalid)`,
  /** Spec 3 section 5.2 (title and detail). */
  answersInvalid: 'Answers Invalid',
  correctAnswerNotSpecified: 'Correct answer not specified',
  unmarkedQuestion: 'Unmarked question',
  noRecallNodes: 'No Recall nodes specified',
  /** Spec 3 section 5.5. */
  unsavedQuestions: 'Lesson questions have unsaved changes.',
  unsubmittedAnswers: 'Some answers have not been submitted.',
  /** Refusals of the server (not in the spec). */
  questionNotFound: 'Question not found.',
  wrongAnswerShape: (type: string) => `The answer does not fit a ${type} question.`,
  answerTooLong: `An answer is at most ${QUIZ_LIMITS.answerTextLength} characters.`,
  tooManyAnswerParts: `An answer has at most ${QUIZ_LIMITS.answerParts} parts.`,
  redoNotAllowed: 'This quiz cannot be taken again.',
  invalidQuestion: (position: number, problem: string) => `Question ${position}: ${problem}`,
  allAnswersNotAllowed: "Only the map's owner and editors can read everyone's answers.",
} as const;
