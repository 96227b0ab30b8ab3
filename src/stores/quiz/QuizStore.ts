/**
 * A learner answering a quiz (spec 3 section 4.4): the questions of the map, the learner's answers as the
 * server stored them, and what they have typed since (a draft per question). Entering selects the route's
 * question or else the first incomplete one; next and previous move through the list; submitting sends
 * the draft and shows the server's mark (never the client's own); reset, show answer and retry go to the
 * server too. Drafts that differ from the stored answers are what the guard 'Some answers have not been
 * submitted.' (spec 3 section 5.5) asks about. The calls come in through `QuizAnswersApi`.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { QUIZ_CALL_MESSAGES, type QuizAnswersApi } from '../../api/graphql/quizAnswers';
import { errorMessage } from '../../model/errorMessage';
import { answerOf, emptyAnswer, firstIncompleteIndex, markShown } from '../../model/quiz/answering';
import { ANSWER_MODE, ANSWER_TYPE } from '../../model/quiz/constants';
import { emptyContentOf, namesOf, sameContent, withField, withName } from '../../model/quiz/content';
import { checkAnswerInput } from '../../model/quiz/input';
import { loadQuestion } from '../../model/quiz/load';
import { QUIZ_MESSAGES } from '../../model/quiz/messages';
import type { Answer, AnswerContent, Question, QuizSettings } from '../../model/quiz/types';
import { AnswerHistory } from './AnswerHistory';
import { hiddenRecallNodes, type QuizScore, scoreOf } from './answerContent';

/** Where the questions come from: the open map, read when asked (observable where the map is). */
export interface QuizSource {
  /** The questions as the map stores them. */
  questions: () => readonly unknown[];
  settings: () => QuizSettings;
  nodeTitle: (nodeId: string) => string | undefined;
}

export type QuizLoadState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'failed'; error: string };

export class QuizStore {
  loadState: QuizLoadState = { status: 'idle' };
  /** The learner's answers as the server last answered them. */
  answers: readonly Answer[] = [];
  /** What the learner typed since, by question id; a question without one shows its stored content. */
  drafts: Readonly<Record<string, AnswerContent>> = {};
  currentId: string | null = null;
  /** A call to the server is under way: the buttons wait for it. */
  busy = false;
  /** Why the last call failed. */
  error: string | null = null;
  /** The current answer's input problem, found when it was submitted ('Only numbers can be used'). */
  inputError: string | null = null;
  /** Questions whose model answer the learner asked to see. */
  modelAnswersShown: ReadonlySet<string> = new Set();
  /** The current question's submissions, once asked for. */
  readonly history: AnswerHistory;

  constructor(
    private readonly source: QuizSource,
    private readonly api: QuizAnswersApi,
  ) {
    this.history = new AnswerHistory(api);
    // Each field is replaced whole (a new list, a new record), so observed by reference; methods are actions.
    makeAutoObservable<QuizStore, 'source' | 'api'>(
      this,
      { source: false, api: false, history: false },
      { deep: false },
    );
  }

  get questions(): Question[] {
    return this.source.questions().map(loadQuestion);
  }

  get settings(): QuizSettings {
    return this.source.settings();
  }

  get currentIndex(): number {
    return this.questions.findIndex((question) => question.id === this.currentId);
  }

  get current(): Question | null {
    return this.questions[this.currentIndex] ?? null;
  }

  /** The question after the current one (spec 3 section 4.4: the current and the next are held). */
  get next(): Question | null {
    return this.questions[this.currentIndex + 1] ?? null;
  }

  get previous(): Question | null {
    return this.currentIndex > 0 ? (this.questions[this.currentIndex - 1] ?? null) : null;
  }

  answerFor(questionId: string): Answer {
    return answerOf(this.answers, questionId) ?? emptyAnswer(questionId);
  }

  /** What the question's box shows: the draft, or else the stored content. */
  contentOf(question: Question): AnswerContent {
    return this.drafts[question.id] ?? this.answerFor(question.id).content ?? emptyContentOf(question);
  }

  /** The current question's box. */
  get currentContent(): AnswerContent | null {
    return this.current ? this.contentOf(this.current) : null;
  }

  /** Whether the learner typed something other than what is stored. */
  isModified(questionId: string): boolean {
    const draft = this.drafts[questionId];
    return draft !== undefined && !sameContent(draft, this.answerFor(questionId).content);
  }

  get modified(): boolean {
    return this.questions.some((question) => this.isModified(question.id));
  }

  /** The guard's texts (spec 3 section 5.5): what leaving now would lose. */
  unsubmitted(): string[] {
    return this.modified ? [QUIZ_MESSAGES.unsubmittedAnswers] : [];
  }

  /** Every question is completed: in Quiz mode the marks show now. */
  get quizFinished(): boolean {
    const { questions } = this;
    return questions.length > 0 && questions.every((question) => this.answerFor(question.id).completed);
  }

  /**
   * Whether the question's mark is shown: Exercise at once, Quiz at the end (spec 3 section 3); a reset
   * answer (its attempts counted, no longer completed) has none to show until it is submitted again.
   */
  markShown(questionId: string): boolean {
    const answer = this.answerFor(questionId);
    return answer.completed && markShown(this.settings, answer, this.quizFinished);
  }

  /** The score of the completed quiz: Correct counts 1, Wrong 0; unmarked questions are left out of it. */
  get score(): QuizScore {
    return scoreOf(this.questions.map((question) => this.answerFor(question.id).mark));
  }

  /**
   * The current recall question's nodes drawn as ghosts: until named (as the learner names them in
   * Exercise mode, at the end in Quiz mode); none once the mark or the model answer shows.
   */
  get hiddenNodeIds(): string[] {
    const question = this.current;
    if (!question || question.answerType !== ANSWER_TYPE.RECALL) return [];
    if (this.markShown(question.id) || this.modelAnswersShown.has(question.id)) return [];
    const exercise = this.settings.answerMode === ANSWER_MODE.EXERCISE;
    return hiddenRecallNodes(question, namesOf(this.contentOf(question)), this.source.nodeTitle, exercise);
  }

  /** Loads the learner's answers, then selects `questionId` or else the first incomplete question. */
  async load(questionId: string | null): Promise<void> {
    this.loadState = { status: 'loading' };
    try {
      const answers = await this.api.loadAnswers();
      runInAction(() => {
        this.answers = answers;
        this.loadState = { status: 'ready' };
        if (questionId === null || !this.select(questionId)) this.selectFirstIncomplete();
      });
    } catch (error) {
      runInAction(() => {
        this.loadState = { status: 'failed', error: errorMessage(error, QUIZ_CALL_MESSAGES.loadFailed) };
      });
    }
  }

  /** Makes the question current; false for a question the quiz does not have. */
  select(questionId: string): boolean {
    if (!this.questions.some((question) => question.id === questionId)) return false;
    if (questionId === this.currentId) return true;
    this.currentId = questionId;
    this.inputError = null;
    this.error = null;
    this.history.close();
    return true;
  }

  /** The first question not completed (spec 3 section 4.4), or the first when all are. */
  selectFirstIncomplete(): void {
    const { questions } = this;
    const index = firstIncompleteIndex(questions, this.answers);
    const question = questions[index >= 0 && index < questions.length ? index : 0];
    if (question) this.select(question.id);
  }

  goNext(): void {
    if (this.next) this.select(this.next.id);
  }

  goPrevious(): void {
    if (this.previous) this.select(this.previous.id);
  }

  setDraft(content: AnswerContent): void {
    const question = this.current;
    if (!question) return;
    this.drafts = { ...this.drafts, [question.id]: content };
    this.inputError = null;
  }

  /** A recall answer's next name (Enter in the name box). */
  addName(name: string): void {
    this.edit((content) => withName(namesOf(content), name));
  }

  removeName(index: number): void {
    this.edit((content) => namesOf(content).filter((_, at) => at !== index));
  }

  /** One quiz field of a multi-field answer. */
  setField(fieldId: string, text: string): void {
    this.edit((content) => withField(content, fieldId, text));
  }

  private edit(change: (content: AnswerContent) => AnswerContent): void {
    if (this.current) this.setDraft(change(this.contentOf(this.current)));
  }

  /** Saves the current answer (unmodified afterwards); submitting (completed) checks its input first. */
  async save(completed: boolean): Promise<boolean> {
    const question = this.current;
    if (!question || this.busy) return false;
    const content = this.contentOf(question);
    const problem = completed ? checkAnswerInput(question, content) : undefined;
    if (problem !== undefined) {
      this.inputError = problem;
      return false;
    }
    const saved = await this.call(
      () => this.api.saveAnswer(question.id, content, completed),
      (answer) => this.stored(answer, { dropDraft: true }),
    );
    if (saved) this.history.submitted(question.id);
    return saved;
  }

  submit(): Promise<boolean> {
    return this.save(true);
  }

  /** Clears the current answer's content on the server and here; its model answer is hidden again. */
  async reset(): Promise<boolean> {
    const question = this.current;
    if (!question || this.busy) return false;
    return this.call(
      () => this.api.resetAnswer(question.id),
      (answer) => {
        this.stored(answer, { dropDraft: true });
        this.modelAnswersShown = new Set([...this.modelAnswersShown].filter((id) => id !== question.id));
      },
    );
  }

  /** Marks the answer completed (once: a completed one is not sent again) and shows the model answer. */
  async showAnswer(): Promise<boolean> {
    const question = this.current;
    if (!question || this.busy) return false;
    const show = () => {
      this.modelAnswersShown = new Set([...this.modelAnswersShown, question.id]);
    };
    if (!this.answerFor(question.id).completed)
      return this.call(
        () => this.api.showAnswer(question.id),
        (answer) => {
          this.stored(answer, { dropDraft: false });
          show();
        },
      );
    show();
    return true;
  }

  /** Starts the quiz again with no answers (only where its settings enable redo); the caller confirms first. */
  async retry(): Promise<boolean> {
    if (this.busy) return false;
    if (!this.settings.enableRedo) {
      this.error = QUIZ_MESSAGES.redoNotAllowed;
      return false;
    }
    return this.call(
      () => this.api.retryQuiz(),
      (answers) => {
        this.answers = answers;
        this.drafts = {};
        this.modelAnswersShown = new Set();
        const first = this.questions[0];
        if (first) this.select(first.id);
      },
    );
  }

  /** Shows the current question's submissions. */
  showHistory(): Promise<void> {
    return this.currentId === null ? Promise.resolve() : this.history.load(this.currentId);
  }

  /** The server's answer replaces the stored one; its draft is dropped where its content is stored now. */
  private stored(answer: Answer, { dropDraft }: { dropDraft: boolean }): void {
    this.answers = [...this.answers.filter((each) => each.questionId !== answer.questionId), answer];
    if (!dropDraft) return;
    const { [answer.questionId]: _sent, ...others } = this.drafts;
    this.drafts = others;
  }

  /** One call to the server at a time: its answer applied, or why it failed kept in `error`. */
  private async call<T>(run: () => Promise<T>, apply: (result: T) => void): Promise<boolean> {
    this.busy = true;
    try {
      const result = await run();
      runInAction(() => {
        apply(result);
        this.inputError = null;
        this.error = null;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error, QUIZ_CALL_MESSAGES.saveFailed);
      });
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
