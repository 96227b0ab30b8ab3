/** PROVISIONAL (quiz-server branch): spec 3 section 5.2, replaced by quiz-model's validity.ts at merge. */
import { ANSWER_TYPE, VALID_ANSWER_FORMAT } from './constants';
import { QUIZ_MESSAGES } from './messages';
import type { Question, QuestionProblem } from './types';

export function questionProblem(question: Question): QuestionProblem | undefined {
  const { answerType, validAnswers } = question;
  if (answerType === ANSWER_TYPE.MULTIPLE_CHOICE) {
    const correct = validAnswers.some(
      (answer) => answer.format === VALID_ANSWER_FORMAT.TEXT && !answer.invalid,
    );
    if (!correct)
      return { title: QUIZ_MESSAGES.answersInvalid, detail: QUIZ_MESSAGES.correctAnswerNotSpecified };
  }
  if (
    (answerType === ANSWER_TYPE.NUMBER || answerType === ANSWER_TYPE.SHORT_TEXT) &&
    validAnswers.length === 0
  )
    return { title: QUIZ_MESSAGES.unmarkedQuestion };
  if (answerType === ANSWER_TYPE.RECALL && question.recall.nodes.length === 0)
    return { title: QUIZ_MESSAGES.noRecallNodes };
  return undefined;
}
