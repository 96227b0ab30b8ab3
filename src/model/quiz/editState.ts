/** PROVISIONAL (quiz-edit): spec 3 section 4.5, the question edit state; replaced by quiz-model's at merge. */
import type { Question, RecallNode, ValidAnswer } from './types';

export interface QuestionEditState {
  questions: Question[];
  modified: Record<string, boolean>;
  currentId: string | null;
}

type Change = Partial<Omit<Question, 'id'>>;

/** A new question, unmodified, after the others; it becomes current. */
export function addQuestion(state: QuestionEditState, question: Question): QuestionEditState {
  return {
    questions: [...state.questions, question],
    modified: { ...state.modified, [question.id]: false },
    currentId: question.id,
  };
}

/** Records a change only when the content differs. */
export function updateQuestion(state: QuestionEditState, id: string, change: Change): QuestionEditState {
  const question = state.questions.find((entry) => entry.id === id);
  if (!question) return state;
  const next = { ...question, ...change };
  if (JSON.stringify(next) === JSON.stringify(question)) return state;
  return {
    ...state,
    questions: state.questions.map((entry) => (entry.id === id ? next : entry)),
    modified: { ...state.modified, [id]: true },
  };
}

export function deleteQuestion(state: QuestionEditState, id: string): QuestionEditState {
  const at = state.questions.findIndex((entry) => entry.id === id);
  if (at < 0) return state;
  const questions = state.questions.filter((entry) => entry.id !== id);
  const { [id]: _, ...modified } = state.modified;
  const currentId =
    state.currentId === id ? (questions[Math.min(at, questions.length - 1)]?.id ?? null) : state.currentId;
  return { questions, modified, currentId };
}

/** Only between two valid, different indices. */
export function moveQuestion(state: QuestionEditState, from: number, to: number): QuestionEditState {
  const { questions } = state;
  const valid = (index: number) => Number.isInteger(index) && index >= 0 && index < questions.length;
  if (!valid(from) || !valid(to) || from === to) return state;
  const moved = [...questions];
  const [question] = moved.splice(from, 1);
  if (!question) return state;
  moved.splice(to, 0, question);
  return { ...state, questions: moved };
}

function withAnswers(
  state: QuestionEditState,
  questionId: string,
  change: (answers: ValidAnswer[]) => ValidAnswer[],
): QuestionEditState {
  const question = state.questions.find((entry) => entry.id === questionId);
  return question
    ? updateQuestion(state, questionId, { validAnswers: change(question.validAnswers) })
    : state;
}

export function addValidAnswer(state: QuestionEditState, questionId: string, answer: ValidAnswer) {
  return withAnswers(state, questionId, (answers) => [...answers, answer]);
}

export function updateValidAnswer(
  state: QuestionEditState,
  questionId: string,
  index: number,
  change: Partial<ValidAnswer>,
): QuestionEditState {
  return withAnswers(state, questionId, (answers) =>
    answers.map((answer, at) => (at === index ? { ...answer, ...change } : answer)),
  );
}

export function deleteValidAnswer(state: QuestionEditState, questionId: string, index: number) {
  return withAnswers(state, questionId, (answers) => answers.filter((_, at) => at !== index));
}

export function toggleValidAnswerInvalid(state: QuestionEditState, questionId: string, index: number) {
  return withAnswers(state, questionId, (answers) =>
    answers.map((answer, at) => (at === index ? { ...answer, invalid: !answer.invalid } : answer)),
  );
}

export function setRecallNodes(state: QuestionEditState, questionId: string, nodes: RecallNode[]) {
  return updateQuestion(state, questionId, { recall: { nodes } });
}

export function selectQuestion(state: QuestionEditState, id: string | null): QuestionEditState {
  if (id !== null && !state.questions.some((entry) => entry.id === id)) return state;
  return { ...state, currentId: id };
}
