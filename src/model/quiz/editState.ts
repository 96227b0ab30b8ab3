/**
 * PROVISIONAL (quiz-edit): spec 3 section 4.5, the question edit state, with quiz-model's signatures;
 * replaced by quiz-model's at merge. Each function returns the same state object when nothing changed.
 */
import { newQuestion } from './load';
import type { Question, RecallNode, ValidAnswer } from './types';

export interface QuestionEditState {
  questions: Question[];
  modified: Record<string, boolean>;
  currentId: string | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function questionEditState(questions: readonly Question[]): QuestionEditState {
  return { questions: [...questions], modified: {}, currentId: questions[0]?.id ?? null };
}

export function markQuestionsSaved(state: QuestionEditState): QuestionEditState {
  return Object.values(state.modified).some(Boolean) ? { ...state, modified: {} } : state;
}

export function addQuestion(state: QuestionEditState, question: Question = newQuestion()): QuestionEditState {
  if (state.questions.some((existing) => existing.id === question.id)) return state;
  return {
    questions: [...state.questions, question],
    modified: { ...state.modified, [question.id]: false },
    currentId: question.id,
  };
}

export function updateQuestion(state: QuestionEditState, question: Question): QuestionEditState {
  const at = state.questions.findIndex((existing) => existing.id === question.id);
  if (at < 0 || same(state.questions[at], question)) return state;
  return {
    ...state,
    questions: state.questions.map((existing, index) => (index === at ? question : existing)),
    modified: { ...state.modified, [question.id]: true },
  };
}

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

export function moveQuestion(state: QuestionEditState, from: number, to: number): QuestionEditState {
  const valid = (index: number) => Number.isInteger(index) && index >= 0 && index < state.questions.length;
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

function editAnswers(
  state: QuestionEditState,
  questionId: string,
  edit: (answers: readonly ValidAnswer[]) => ValidAnswer[],
): QuestionEditState {
  const question = state.questions.find((entry) => entry.id === questionId);
  return question ? updateQuestion(state, { ...question, validAnswers: edit(question.validAnswers) }) : state;
}

export function addValidAnswer(state: QuestionEditState, questionId: string, answer?: ValidAnswer) {
  return editAnswers(state, questionId, (answers) => [...answers, answer ?? { text: '', format: 'text' }]);
}

export function updateValidAnswer(
  state: QuestionEditState,
  questionId: string,
  index: number,
  answer: ValidAnswer,
) {
  return editAnswers(state, questionId, (answers) =>
    answers.map((existing, at) => (at === index ? answer : existing)),
  );
}

export function deleteValidAnswer(state: QuestionEditState, questionId: string, index: number) {
  return editAnswers(state, questionId, (answers) => answers.filter((_, at) => at !== index));
}

export function toggleValidAnswerInvalid(state: QuestionEditState, questionId: string, index: number) {
  return editAnswers(state, questionId, (answers) =>
    answers.map((answer, at) => {
      if (at !== index) return answer;
      const { invalid, ...rest } = answer;
      return invalid === true ? rest : { ...rest, invalid: true };
    }),
  );
}

export function setRecallNodes(state: QuestionEditState, questionId: string, nodes: readonly RecallNode[]) {
  const question = state.questions.find((entry) => entry.id === questionId);
  return question ? updateQuestion(state, { ...question, recall: { nodes: [...nodes] } }) : state;
}
