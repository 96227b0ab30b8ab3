/**
 * The answer history of one question (not in the spec: every submission kept, not only the last; issue
 * 26, "Beyond the spec"): loaded when the learner asks for it, again after each submission while shown.
 */
import { action, makeObservable, observableRef, runInAction } from 'mobx';
import {
  type AnswerSubmission,
  QUIZ_CALL_MESSAGES,
  type QuizAnswersApi,
} from '../../api/graphql/quizAnswers';
import { errorMessage } from '../../model/errorMessage';

export type AnswerHistoryState =
  | { questionId: string; status: 'loading' | 'ready'; entries: readonly AnswerSubmission[] }
  | { questionId: string; status: 'failed'; entries: readonly AnswerSubmission[]; error: string };

export class AnswerHistory {
  /** The submissions of the question shown, oldest first; null while none is shown. */
  state: AnswerHistoryState | null = null;

  constructor(private readonly api: Pick<QuizAnswersApi, 'answerHistory'>) {
    makeObservable(this, { state: observableRef, close: action });
  }

  /** Shows the question's submissions (loading them again when already shown). */
  async load(questionId: string): Promise<void> {
    const entries = this.state?.questionId === questionId ? this.state.entries : [];
    runInAction(() => {
      this.state = { questionId, status: 'loading', entries };
    });
    try {
      const loaded = await this.api.answerHistory(questionId);
      runInAction(() => {
        if (this.state?.questionId === questionId)
          this.state = { questionId, status: 'ready', entries: loaded };
      });
    } catch (error) {
      const text = errorMessage(error, QUIZ_CALL_MESSAGES.historyFailed);
      runInAction(() => {
        if (this.state?.questionId === questionId)
          this.state = { questionId, status: 'failed', entries, error: text };
      });
    }
  }

  /** A new submission of the question: loaded again where it is shown. */
  submitted(questionId: string): void {
    if (this.state?.questionId === questionId) void this.load(questionId);
  }

  close(): void {
    this.state = null;
  }
}
