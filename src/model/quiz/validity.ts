/**
 * Whether a question can be saved as written (spec 3 section 5.2): the first rule it breaks, with the
 * spec's text, or undefined. The map's save refuses a new or changed question that breaks one; the editor
 * shows the same text beside it. (ndp 0 to 5 is a shape, checked by ./schema.ts.)
 */
import { ANSWER_TYPE, VALID_ANSWER_FORMAT } from './constants';
import { QUIZ_MESSAGES } from './messages';
import type { Question, QuestionProblem, ValidAnswer } from './types';

export function questionProblem(question: Question): QuestionProblem | undefined {
  const accepted = acceptedAnswers(question.validAnswers);
  switch (question.answerType) {
    case ANSWER_TYPE.MULTIPLE_CHOICE:
      // The invalid answers are the wrong options: at least one option must be right.
      return accepted.some((answer) => answer.format === VALID_ANSWER_FORMAT.TEXT)
        ? undefined
        : { title: QUIZ_MESSAGES.answersInvalid, detail: QUIZ_MESSAGES.correctAnswerNotSpecified };
    case ANSWER_TYPE.SHORT_TEXT:
    case ANSWER_TYPE.NUMBER:
      return accepted.length > 0 ? undefined : { title: QUIZ_MESSAGES.unmarkedQuestion };
    case ANSWER_TYPE.RECALL:
      return question.recall.nodes.length > 0 ? undefined : { title: QUIZ_MESSAGES.noRecallNodes };
    default:
      // Long text without answers is marked by no one; multiple fields has no rule in the spec.
      return undefined;
  }
}

/** The valid answers that accept an answer: the invalid ones are ignored (spec 3 section 5.3). */
export function acceptedAnswers(validAnswers: readonly ValidAnswer[]): ValidAnswer[] {
  return validAnswers.filter((answer) => answer.invalid !== true);
}
