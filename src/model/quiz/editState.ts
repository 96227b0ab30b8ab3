/**
 * Authoring a map's questions (spec 3 sections 3 and 4.5): the list being edited, a modified flag per
 * question and the current one. Each function returns the next state, or the same state object when
 * nothing changed (so a store can tell a real change by identity); none mutates its input.
 */
import { dequal } from 'dequal';
import { ANSWER_TYPE, VALID_ANSWER_FORMAT } from './constants';
import { newQuestion } from './load';
import type { Question, RecallNode, ValidAnswer } from './types';

export interface QuestionEditState {
  questions: Question[];
  modified: Record<string, boolean>;
  currentId: string | null;
}

/** The saved questions, none modified, the first one current. */
export function questionEditState(questions: readonly Question[]): QuestionEditState {
  return { questions: [...questions], modified: {}, currentId: questions[0]?.id ?? null };
}

/** Whether any question has changes not saved yet (the guard of spec 3 section 5.5). */
export function hasUnsavedQuestions(state: QuestionEditState): boolean {
  return Object.values(state.modified).some(Boolean);
}

/** After a save: every question unmodified. */
export function markQuestionsSaved(state: QuestionEditState): QuestionEditState {
  return hasUnsavedQuestions(state) ? { ...state, modified: {} } : state;
}

/** A new question goes last, unmodified, and becomes current (spec 3 section 4.5). */
export function addQuestion(state: QuestionEditState, question: Question = newQuestion()): QuestionEditState {
  if (state.questions.some((existing) => existing.id === question.id)) return state;
  return {
    questions: [...state.questions, question],
    modified: { ...state.modified, [question.id]: false },
    currentId: question.id,
  };
}

/** Puts the question in place of the one with its id; recorded only when its content differs. */
export function updateQuestion(state: QuestionEditState, question: Question): QuestionEditState {
  const at = state.questions.findIndex((existing) => existing.id === question.id);
  if (at < 0 || dequal(state.questions[at], question)) return state;
  return {
    ...state,
    questions: state.questions.map((existing, index) => (index === at ? question : existing)),
    modified: { ...state.modified, [question.id]: true },
  };
}

/** Removes the question; when it was current, the next one (or else the one before) becomes current. */
export function deleteQuestion(state: QuestionEditState, questionId: string): QuestionEditState {
  const at = state.questions.findIndex((question) => question.id === questionId);
  if (at < 0) return state;
  const questions = state.questions.filter((_, index) => index !== at);
  const { [questionId]: _, ...modified } = state.modified;
  const currentId =
    state.currentId === questionId
      ? (questions[Math.min(at, questions.length - 1)]?.id ?? null)
      : state.currentId;
  return { questions, modified, currentId };
}

/** Moves a question from one index to another: only between two valid, different indices (spec 3 section 4.5). */
export function moveQuestion(state: QuestionEditState, from: number, to: number): QuestionEditState {
  const count = state.questions.length;
  const valid = (index: number) => Number.isInteger(index) && index >= 0 && index < count;
  if (!valid(from) || !valid(to) || from === to) return state;
  const questions = [...state.questions];
  const [moved] = questions.splice(from, 1);
  if (moved === undefined) return state;
  questions.splice(to, 0, moved);
  return { ...state, questions };
}

export function selectQuestion(state: QuestionEditState, questionId: string | null): QuestionEditState {
  if (questionId !== null && !state.questions.some((question) => question.id === questionId)) return state;
  return questionId === state.currentId ? state : { ...state, currentId: questionId };
}

/** A new valid answer for a question of this type: a number for a number question, else text. */
export function newValidAnswer(question: Question): ValidAnswer {
  const format =
    question.answerType === ANSWER_TYPE.NUMBER ? VALID_ANSWER_FORMAT.NUMBER : VALID_ANSWER_FORMAT.TEXT;
  return { text: '', format };
}

export function addValidAnswer(
  state: QuestionEditState,
  questionId: string,
  answer?: ValidAnswer,
): QuestionEditState {
  return editValidAnswers(state, questionId, (answers, question) => [
    ...answers,
    answer ?? newValidAnswer(question),
  ]);
}

export function updateValidAnswer(
  state: QuestionEditState,
  questionId: string,
  index: number,
  answer: ValidAnswer,
): QuestionEditState {
  return editValidAnswers(state, questionId, (answers) =>
    answers.map((existing, at) => (at === index ? answer : existing)),
  );
}

export function deleteValidAnswer(
  state: QuestionEditState,
  questionId: string,
  index: number,
): QuestionEditState {
  return editValidAnswers(state, questionId, (answers) => answers.filter((_, at) => at !== index));
}

/** Marks a valid answer invalid (a wrong option, or an answer refused), or valid again. */
export function toggleValidAnswerInvalid(
  state: QuestionEditState,
  questionId: string,
  index: number,
): QuestionEditState {
  return editValidAnswers(state, questionId, (answers) =>
    answers.map((answer, at) => {
      if (at !== index) return answer;
      // Valid again drops the flag rather than storing `invalid: false`: one form for a valid answer.
      const { invalid, ...rest } = answer;
      return invalid === true ? rest : { ...rest, invalid: true };
    }),
  );
}

export function setRecallNodes(
  state: QuestionEditState,
  questionId: string,
  nodes: readonly RecallNode[],
): QuestionEditState {
  const question = questionOf(state, questionId);
  return question ? updateQuestion(state, { ...question, recall: { nodes: [...nodes] } }) : state;
}

function editValidAnswers(
  state: QuestionEditState,
  questionId: string,
  edit: (answers: readonly ValidAnswer[], question: Question) => ValidAnswer[],
): QuestionEditState {
  const question = questionOf(state, questionId);
  if (!question) return state;
  return updateQuestion(state, { ...question, validAnswers: edit(question.validAnswers, question) });
}

const questionOf = (state: QuestionEditState, questionId: string) =>
  state.questions.find((question) => question.id === questionId);
