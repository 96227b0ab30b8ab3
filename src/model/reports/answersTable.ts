/**
 * A quiz's answers grid (spec 3 section 2.2): users against the quiz's questions, a score cell counting
 * Correct as 1 and Wrong as 0 (an unmarked answer shown as such, no answer left empty), totals per user and
 * per question, and each question's facility (the share of its marked answers that are correct, as
 * Moodle's quiz statistics give it). The same table is copied as tab-separated text and downloaded as CSV.
 */
import Papa from 'papaparse';
import type { ProgressUser } from '../progress/lessonProgress';
import { MARK, type Mark } from '../quiz/constants';
import { contentText } from '../quiz/summary';
import type { AnswerContent } from '../quiz/types';
import { reportMessages } from './messages';

/** An answer as a report carries it. */
export interface ReportAnswer {
  questionId: string;
  mark: Mark;
  content: AnswerContent | null;
}

export interface ReportAttemptInput {
  user: ProgressUser;
  answers: readonly ReportAnswer[];
}

export interface AnswerCell {
  /** null: the user gave no answer to the question. */
  mark: Mark | null;
  /** 1 for Correct, 0 for Wrong, null for unmarked or no answer. */
  score: 1 | 0 | null;
  /** The answer as text; '' for none. */
  text: string;
}

export interface AnswersRow {
  user: ProgressUser;
  cells: AnswerCell[];
  /** The user's score: their correct answers. */
  total: number;
}

export interface AnswersTable {
  questionIds: string[];
  rows: AnswersRow[];
  /** Correct answers per question. */
  questionTotals: number[];
  /** Correct answers in the whole table. */
  grandTotal: number;
  /** Per question, correct over marked answers (0 to 1); null where none is marked. */
  facility: (number | null)[];
}

const NO_ANSWER: AnswerCell = { mark: null, score: null, text: '' };

export function scoreOf(mark: Mark): 1 | 0 | null {
  if (mark === MARK.CORRECT) return 1;
  if (mark === MARK.WRONG) return 0;
  return null;
}

/** The grid of `attempts` (one per user, in report order) over the quiz's questions in the order asked. */
export function answersTable(
  questionIds: readonly string[],
  attempts: readonly ReportAttemptInput[],
): AnswersTable {
  const rows = attempts.map(({ user, answers }): AnswersRow => {
    const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
    const cells = questionIds.map((questionId): AnswerCell => {
      const answer = byQuestion.get(questionId);
      if (!answer) return NO_ANSWER;
      return { mark: answer.mark, score: scoreOf(answer.mark), text: contentText(answer.content) };
    });
    return { user, cells, total: cells.reduce((sum, cell) => sum + (cell.score ?? 0), 0) };
  });
  const questionTotals = questionIds.map((_, index) =>
    rows.reduce((sum, row) => sum + (row.cells[index]?.score ?? 0), 0),
  );
  const facility = questionIds.map((_, index) => {
    const marked = rows.filter((row) => row.cells[index]?.score !== null).length;
    return marked === 0 ? null : (questionTotals[index] ?? 0) / marked;
  });
  const grandTotal = questionTotals.reduce((total, value) => total + value, 0);
  return { questionIds: [...questionIds], rows, questionTotals, grandTotal, facility };
}

/** What a score cell reads: 1, 0, 'Unmarked', or nothing for no answer. */
export function scoreText(cell: AnswerCell): string {
  if (cell.score !== null) return String(cell.score);
  return cell.mark === null ? '' : reportMessages.unmarked;
}

export function facilityText(facility: number | null): string {
  return facility === null ? '' : `${Math.round(facility * 100)}%`;
}

/** A user as the table names them: their full name, else their username. */
export function userName(user: ProgressUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

/**
 * The table as records: a header row ('User', 'Username', the questions' labels, 'Total'), a row per user,
 * then the totals and the facility of each question.
 */
export function answersRecords(table: AnswersTable, questionLabels: readonly string[]): string[][] {
  const { columns } = reportMessages.answers;
  return [
    [columns.user, columns.username, ...questionLabels, columns.total],
    ...table.rows.map((row) => [
      userName(row.user),
      row.user.username,
      ...row.cells.map(scoreText),
      String(row.total),
    ]),
    [columns.totals, '', ...table.questionTotals.map(String), String(table.grandTotal)],
    [columns.facility, '', ...table.facility.map(facilityText), ''],
  ];
}

/** Tab-separated text that pastes into a spreadsheet, one line per record. */
export function toTsv(records: readonly string[][]): string {
  return Papa.unparse(records as string[][], { delimiter: '\t', newline: '\n' });
}

/** Comma-separated values, as spreadsheet programs open them (RFC 4180 line ends). */
export function toCsv(records: readonly string[][]): string {
  return Papa.unparse(records as string[][], { delimiter: ',', newline: '\r\n' });
}
