import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { MARK } from '../quiz/constants';
import { answersRecords, answersTable, facilityText, toCsv, toTsv } from './answersTable';

const user = (first: string, username: string) => ({
  id: username,
  firstName: first,
  lastName: 'Learner',
  username,
});
const amy = user('Amy', 'amy@a.org');
const bo = user('Bo', 'bo@b.org');
const cy = user('Cy', 'cy@c.org');

const table = answersTable(
  ['q1', 'q2', 'q3'],
  [
    {
      user: amy,
      answers: [
        { questionId: 'q1', mark: MARK.CORRECT, content: 'Glucose' },
        { questionId: 'q2', mark: MARK.WRONG, content: '42' },
        { questionId: 'q3', mark: MARK.UNMARKED, content: 'Light, water' },
      ],
    },
    { user: bo, answers: [{ questionId: 'q1', mark: MARK.CORRECT, content: 'glucose' }] },
    // An answer to a question the quiz no longer asks is not a column.
    { user: cy, answers: [{ questionId: 'gone', mark: MARK.CORRECT, content: 'x' }] },
  ],
);

describe('answersTable', () => {
  it('scores Correct as 1 and Wrong as 0, keeps unmarked and missing answers apart', () => {
    expect(table.rows[0]?.cells.map((cell) => [cell.score, cell.mark, cell.text])).toEqual([
      [1, MARK.CORRECT, 'Glucose'],
      [0, MARK.WRONG, '42'],
      [null, MARK.UNMARKED, 'Light, water'],
    ]);
    expect(table.rows[1]?.cells[1]).toEqual({ mark: null, score: null, text: '' });
  });

  it('totals each user and each question, and gives the facility over marked answers only', () => {
    expect(table.rows.map((row) => row.total)).toEqual([1, 1, 0]);
    expect(table.questionTotals).toEqual([2, 0, 0]);
    expect(table.facility).toEqual([1, 0, null]);
    expect(table.facility.map(facilityText)).toEqual(['100%', '0%', '']);
  });

  it('writes the records as tab-separated text that a spreadsheet reads back cell for cell', () => {
    const records = answersRecords(table, ['Q1', 'Q2', 'Q3']);
    const tsv = toTsv(records);
    expect(tsv.split('\n')).toEqual([
      'User\tUsername\tQ1\tQ2\tQ3\tTotal',
      'Amy Learner\tamy@a.org\t1\t0\tUnmarked\t1',
      'Bo Learner\tbo@b.org\t1\t\t\t1',
      'Cy Learner\tcy@c.org\t\t\t\t0',
      'Totals\t\t2\t0\t0\t2',
      'Facility\t\t100%\t0%\t\t',
    ]);
    expect(Papa.parse(tsv, { delimiter: '\t' }).data).toEqual(records);
  });

  it('quotes what would break a line or a cell in CSV', () => {
    const named = answersTable(['q1'], [{ user: user('Ann, "Jo"', 'ann@a.org'), answers: [] }]);
    const csv = toCsv(answersRecords(named, ['Q1']));
    expect(csv.split('\r\n')[1]).toBe('"Ann, ""Jo"" Learner",ann@a.org,,0');
    expect(Papa.parse(csv).data[1]).toEqual(['Ann, "Jo" Learner', 'ann@a.org', '', '0']);
  });
});
