/**
 * Editing a map's questions (spec 3 section 4.5, edit questions mode): a thin shell over the pure edit
 * state (src/model/quiz/editState.ts). It loads the map's questions, follows the route's question, keeps
 * which questions changed and whether anything is unsaved, tells each question's problem (spec 3
 * section 5.2) and saves the questions with the map through the editor, refusing while any has a problem.
 */
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { StoredQuestion } from '../../model/map/content';
import {
  ANSWER_TYPE,
  type AnswerType,
  RECALL_NODE_TYPE,
  type RecallNodeType,
  VALID_ANSWER_FORMAT,
} from '../../model/quiz/constants';
import {
  addQuestion,
  addValidAnswer,
  deleteQuestion,
  deleteValidAnswer,
  markQuestionsSaved,
  moveQuestion,
  type QuestionEditState,
  questionEditState,
  selectQuestion,
  setRecallNodes,
  toggleValidAnswerInvalid,
  updateQuestion,
  updateValidAnswer,
} from '../../model/quiz/editState';
import { quizFieldsOf } from '../../model/quiz/fields';
import { loadQuestion, newQuestion, storeQuestion } from '../../model/quiz/load';
import { QUIZ_MESSAGES } from '../../model/quiz/messages';
import type { Question, QuestionProblem, ValidAnswer } from '../../model/quiz/types';
import { questionProblem } from '../../model/quiz/validity';
import type { MapEditorStore } from '../MapEditorStore';

/** The route's name for a question not yet made (spec 3 section 2.1: the map has none). */
export const NEW_QUESTION_ROUTE_ID = 'new';

/** A question's change from the form: anything but its id. */
export type QuestionChange = Partial<Omit<Question, 'id'>>;

/** Whether a question is the blank one `newQuestion` makes (its id aside). */
function isBlank(question: Question): boolean {
  return JSON.stringify({ ...question, id: '' }) === JSON.stringify(newQuestion(''));
}

/** The format a valid answer takes in a question of `type` (a number question's answers are numbers). */
function formatFor(type: AnswerType, answer: ValidAnswer): ValidAnswer {
  if (type === ANSWER_TYPE.NUMBER && answer.format === VALID_ANSWER_FORMAT.TEXT)
    return { ...answer, format: VALID_ANSWER_FORMAT.NUMBER };
  const textOnly = type === ANSWER_TYPE.SHORT_TEXT || type === ANSWER_TYPE.LONG_TEXT;
  if ((textOnly || type === ANSWER_TYPE.MULTIPLE_CHOICE) && answer.format !== VALID_ANSWER_FORMAT.TEXT)
    return { text: answer.text, format: VALID_ANSWER_FORMAT.TEXT, ...(answer.invalid && { invalid: true }) };
  return answer;
}

export class QuestionEditStore {
  state: QuestionEditState;
  /** The questions as last loaded or saved: what 'unsaved' is measured against. */
  private saved: readonly Question[];
  saving = false;
  /** Why the last save was refused; cleared by the next change. */
  error: string | null = null;
  /** The questions were saved and have not changed since. */
  justSaved = false;

  /** The stored form each loaded question came from: saving keeps what this editor does not read. */
  private readonly stored: ReadonlyMap<string, StoredQuestion>;

  constructor(private readonly editor: MapEditorStore) {
    const stored = editor.document.map?.questions ?? [];
    this.stored = new Map(stored.map((question) => [question.id, question]));
    const questions = stored.map(loadQuestion);
    this.state = questionEditState(questions);
    this.saved = this.state.questions;
    makeObservable<this, 'saved' | 'change'>(this, {
      state: observableRef,
      saved: observableRef,
      saving: observable,
      error: observable,
      justSaved: observable,
      current: computed,
      problems: computed,
      currentFields: computed,
      unsaved: computed,
      show: action,
      add: action,
      update: action,
      setAnswerType: action,
      remove: action,
      move: action,
      addValidAnswer: action,
      updateValidAnswer: action,
      deleteValidAnswer: action,
      toggleInvalid: action,
      useSelectedNodes: action,
      setRecallNodeType: action,
      removeRecallNode: action,
      save: action,
      change: action,
    });
  }

  get questions(): readonly Question[] {
    return this.state.questions;
  }

  get current(): Question | null {
    return this.state.questions.find((question) => question.id === this.state.currentId) ?? null;
  }

  /** Each question's problem (spec 3 section 5.2), by id; questions without one are absent. */
  get problems(): ReadonlyMap<string, QuestionProblem> {
    const problems = new Map<string, QuestionProblem>();
    for (const question of this.state.questions) {
      const problem = questionProblem(question);
      if (problem) problems.set(question.id, problem);
    }
    return problems;
  }

  /** Whether the question changed since it was loaded, saved or added. */
  isModified(questionId: string): boolean {
    return this.state.modified[questionId] === true;
  }

  /**
   * Whether leaving would lose work: a question changed, or the list is not the one saved (a question
   * deleted, moved or added). A new question left blank holds nothing to lose and does not count.
   */
  get unsaved(): boolean {
    const { questions, modified } = this.state;
    if (questions.some((question) => modified[question.id])) return true;
    const savedIds = new Set(this.saved.map((question) => question.id));
    const kept = questions.filter((question) => savedIds.has(question.id) || !isBlank(question));
    return kept.map((question) => question.id).join() !== this.saved.map((question) => question.id).join();
  }

  /** The quiz fields of the current question's prose (a multi-field question's answers name them). */
  get currentFields() {
    return quizFieldsOf(this.current?.prose ?? null);
  }

  /**
   * Shows the route's question and answers the id the route should name: `new` makes a question (or
   * reuses a blank new one at the end, so showing `new` twice makes one); an unknown id shows the first,
   * or a new one where there are none.
   */
  show(routeId: string): string {
    const { questions } = this.state;
    const known = questions.some((question) => question.id === routeId);
    if (known) {
      this.state = selectQuestion(this.state, routeId);
      return routeId;
    }
    const last = questions.at(-1);
    const blankNew = last && !this.saved.includes(last) && isBlank(last) ? last : undefined;
    if (routeId !== NEW_QUESTION_ROUTE_ID && questions[0]) return this.show(questions[0].id);
    if (blankNew) return this.show(blankNew.id);
    return this.add();
  }

  /** A new question after the others, current (spec 3 section 4.5: unmodified); answers its id. */
  add(): string {
    const question = newQuestion();
    this.change(addQuestion(this.state, question));
    return question.id;
  }

  /** Changes the current question's fields; nothing is recorded when they hold what they held. */
  update(change: QuestionChange): void {
    const current = this.current;
    if (current) this.change(updateQuestion(this.state, { ...current, ...change }));
  }

  /** The current question's type; its valid answers take the formats the type uses. */
  setAnswerType(answerType: AnswerType): void {
    const current = this.current;
    if (!current) return;
    this.update({
      answerType,
      validAnswers: current.validAnswers.map((answer) => formatFor(answerType, answer)),
    });
  }

  /** Deletes a question; the next one (or else the one before) becomes current. */
  remove(questionId: string): void {
    this.change(deleteQuestion(this.state, questionId));
  }

  /** Moves the question at `index` one place up (-1) or down (1); nothing beyond either end. */
  move(index: number, by: -1 | 1): void {
    this.change(moveQuestion(this.state, index, index + by));
  }

  /** A new valid answer for the current question, in the format its type takes. */
  addValidAnswer(): void {
    const current = this.current;
    if (!current) return;
    const fieldId = this.currentFields[0]?.id;
    const answer: ValidAnswer = formatFor(current.answerType, {
      text: '',
      format: VALID_ANSWER_FORMAT.TEXT,
      ...(current.answerType === ANSWER_TYPE.MULTIPLE_FIELDS && fieldId && { fieldId }),
    });
    this.change(addValidAnswer(this.state, current.id, answer));
  }

  updateValidAnswer(index: number, change: Partial<ValidAnswer>): void {
    const current = this.current;
    const answer = current?.validAnswers[index];
    if (current && answer)
      this.change(updateValidAnswer(this.state, current.id, index, { ...answer, ...change }));
  }

  deleteValidAnswer(index: number): void {
    const current = this.current;
    if (current) this.change(deleteValidAnswer(this.state, current.id, index));
  }

  toggleInvalid(index: number): void {
    const current = this.current;
    if (current) this.change(toggleValidAnswerInvalid(this.state, current.id, index));
  }

  /**
   * The nodes selected on the map become the current question's recall nodes, in the map's order: those
   * already there keep their type, the others are required.
   */
  useSelectedNodes(): void {
    const current = this.current;
    if (!current) return;
    const types = new Map(current.recall.nodes.map((node) => [node.nodeId, node.type]));
    const nodes = this.editor.selectedNodes.map((node) => ({
      nodeId: node.id,
      type: types.get(node.id) ?? RECALL_NODE_TYPE.REQUIRED,
    }));
    this.change(setRecallNodes(this.state, current.id, nodes));
  }

  setRecallNodeType(nodeId: string, type: RecallNodeType): void {
    const current = this.current;
    if (!current) return;
    const nodes = current.recall.nodes.map((node) => (node.nodeId === nodeId ? { ...node, type } : node));
    this.change(setRecallNodes(this.state, current.id, nodes));
  }

  removeRecallNode(nodeId: string): void {
    const current = this.current;
    if (!current) return;
    const nodes = current.recall.nodes.filter((node) => node.nodeId !== nodeId);
    this.change(setRecallNodes(this.state, current.id, nodes));
  }

  /** A node's title on the map; undefined when the map no longer holds it. */
  nodeTitle(nodeId: string): string | undefined {
    return this.editor.document.map?.nodes.get(nodeId)?.title;
  }

  /**
   * Saves every question with the map. Refused while a question has a problem: that question becomes
   * current and the refusal says which and why ('Question 2: Unmarked question').
   */
  async save(): Promise<boolean> {
    const index = this.state.questions.findIndex((question) => this.problems.has(question.id));
    const refused = this.state.questions[index];
    if (refused) {
      this.state = selectQuestion(this.state, refused.id);
      const problem = this.problems.get(refused.id);
      this.error = QUIZ_MESSAGES.invalidQuestion(index + 1, problem?.title ?? '');
      this.justSaved = false;
      return false;
    }
    const questions = this.state.questions;
    this.saving = true;
    this.error = null;
    const result = await this.editor.saveQuestions(
      questions.map((question) => storeQuestion(question, this.stored.get(question.id))),
    );
    return action(() => {
      this.saving = false;
      if (!result.ok) {
        this.error = result.error;
        return false;
      }
      this.saved = questions;
      // Edits made while the save was under way stay modified.
      if (this.state.questions === questions) this.state = markQuestionsSaved(this.state);
      this.justSaved = this.state.questions === questions;
      return true;
    })();
  }

  private change(next: QuestionEditState): void {
    if (next === this.state) return;
    const listChanged = next.questions !== this.state.questions;
    this.state = next;
    if (!listChanged) return;
    this.error = null;
    this.justSaved = false;
  }
}
