import { describe, expect, it } from 'vitest';
import { ANSWER_SIMILARITY, ANSWER_TYPE, MARK, type Mark } from './constants';
import { markAnswer } from './marking';
import {
  number,
  optionalNode,
  proseWithFields,
  question,
  range,
  required,
  shortText,
  text,
} from './testQuestions';
import type { AnswerContent, MissedNode, Question } from './types';

const { EXACT, CLOSE, BROAD } = ANSWER_SIMILARITY;
const { CORRECT, WRONG, UNMARKED } = MARK;

const TITLES: Record<string, string> = {
  n1: 'Photosynthesis',
  n2: 'Chlorophyll',
  n3: 'Stomata',
  blank: '  ',
};
const nodeTitle = (id: string) => TITLES[id];

const choice = question(ANSWER_TYPE.MULTIPLE_CHOICE, {
  validAnswers: [text('Paris'), text('London', { invalid: true }), text('Rome', { invalid: true })],
});
const numberQuestion = (...validAnswers: Question['validAnswers']) =>
  question(ANSWER_TYPE.NUMBER, { validAnswers });
const longText = (...validAnswers: Question['validAnswers']) =>
  question(ANSWER_TYPE.LONG_TEXT, { answerSimilarity: CLOSE, validAnswers });
const fields = question(ANSWER_TYPE.MULTIPLE_FIELDS, {
  prose: proseWithFields([
    ['aaaaa', 'text'],
    ['bbbbb', 'number'],
    ['ccccc', 'text'],
  ]),
  // ccccc has only a refused answer: it is not marked.
  validAnswers: [
    text('Oxygen', { fieldId: 'aaaaa' }),
    text('O2', { fieldId: 'aaaaa' }),
    number('6', { fieldId: 'bbbbb' }),
    text('Nitrogen', { fieldId: 'ccccc', invalid: true }),
  ],
});
const recall = (similarity: Question['answerSimilarity'] = EXACT) =>
  question(ANSWER_TYPE.RECALL, {
    answerSimilarity: similarity,
    recall: {
      nodes: [required('n1'), required('n2'), optionalNode('n3'), required('gone'), required('blank')],
    },
  });

interface Case {
  rule: string;
  question: Question;
  content: AnswerContent | null;
  mark: Mark;
  missed?: MissedNode[];
}

/** Spec 3 section 5.3, rule by rule. */
const CASES: Case[] = [
  // Text ignoring whitespace and case.
  { rule: 'text: equal', question: shortText(EXACT, text('Paris')), content: 'Paris', mark: CORRECT },
  {
    rule: 'text: case and spaces ignored',
    question: shortText(EXACT, text('New York')),
    content: ' new   YORK ',
    mark: CORRECT,
  },
  {
    rule: 'text: exact refuses a misspelling',
    question: shortText(EXACT, text('Tchaikovsky')),
    content: 'Tchaikovski',
    mark: WRONG,
  },
  {
    rule: 'text: any accepted answer',
    question: shortText(EXACT, text('O2'), text('Oxygen')),
    content: 'oxygen',
    mark: CORRECT,
  },
  // Close: at least 0.9.
  {
    rule: 'close: 0.9091 accepted',
    question: shortText(CLOSE, text('Euclid')),
    content: 'Euclide',
    mark: CORRECT,
  },
  {
    rule: 'close: exactly 0.9 accepted',
    question: shortText(CLOSE, text('Tchaikovsky')),
    content: 'Tchaikovski',
    mark: CORRECT,
  },
  {
    rule: 'close: 0.8889 refused',
    question: shortText(CLOSE, text('Dostoevsky')),
    content: 'Dostoevski',
    mark: WRONG,
  },
  // Broad: at least 0.7.
  {
    rule: 'broad: 0.7059 accepted',
    question: shortText(BROAD, text('Archimedes')),
    content: 'Arkimedes',
    mark: CORRECT,
  },
  {
    rule: 'broad: exactly 0.7 accepted',
    question: shortText(BROAD, text('Tchaikovsky')),
    content: 'Tchaicovski',
    mark: CORRECT,
  },
  {
    rule: 'broad: 0.6957 refused',
    question: shortText(BROAD, text('encyclopaedia')),
    content: 'encyclopedea',
    mark: WRONG,
  },
  // Numbers: within 1e-9, or equal once rounded to ndp.
  { rule: 'number: equal', question: numberQuestion(number('42')), content: '42.0', mark: CORRECT },
  {
    rule: 'number: within 1e-9',
    question: numberQuestion(number('0.3')),
    content: '0.30000000001',
    mark: CORRECT,
  },
  {
    rule: 'number: beyond 1e-9 without ndp',
    question: numberQuestion(number('3.14159')),
    content: '3.14',
    mark: WRONG,
  },
  {
    rule: 'number: rounded to ndp',
    question: numberQuestion(number('3.14159', { ndp: 2 })),
    content: '3.14',
    mark: CORRECT,
  },
  {
    rule: 'number: rounded half up at ndp',
    question: numberQuestion(number('1.005', { ndp: 2 })),
    content: '1.01',
    mark: CORRECT,
  },
  {
    rule: 'number: ndp 0',
    question: numberQuestion(number('9.81', { ndp: 0 })),
    content: '10',
    mark: CORRECT,
  },
  {
    rule: 'number: differs once rounded',
    question: numberQuestion(number('3.14159', { ndp: 2 })),
    content: '3.15',
    mark: WRONG,
  },
  {
    rule: 'number: text is not a number',
    question: numberQuestion(number('42')),
    content: 'forty-two',
    mark: WRONG,
  },
  {
    rule: 'number: a number in a short-text question',
    question: shortText(EXACT, number('0.5')),
    content: '.5',
    mark: CORRECT,
  },
  // Ranges: inclusive, either bound optional.
  { rule: 'range: inside', question: numberQuestion(range(10, 20)), content: '15', mark: CORRECT },
  { rule: 'range: from is included', question: numberQuestion(range(10, 20)), content: '10', mark: CORRECT },
  { rule: 'range: to is included', question: numberQuestion(range(10, 20)), content: '20', mark: CORRECT },
  { rule: 'range: above', question: numberQuestion(range(10, 20)), content: '20.5', mark: WRONG },
  {
    rule: 'range: no lower bound',
    question: numberQuestion(range(undefined, 0)),
    content: '-273',
    mark: CORRECT,
  },
  { rule: 'range: no upper bound, below', question: numberQuestion(range(100)), content: '99', mark: WRONG },
  { rule: 'range: not a number', question: numberQuestion(range(1, 2)), content: 'one', mark: WRONG },
  // Invalid valid answers are ignored; in multiple choice they are the wrong options.
  {
    rule: 'invalid: never accepts',
    question: shortText(EXACT, text('Paris'), text('Lyon', { invalid: true })),
    content: 'Lyon',
    mark: WRONG,
  },
  {
    rule: 'invalid: only invalid answers leave nothing to mark by',
    question: shortText(EXACT, text('Lyon', { invalid: true })),
    content: 'Lyon',
    mark: UNMARKED,
  },
  { rule: 'multiple choice: the right option', question: choice, content: 'Paris', mark: CORRECT },
  { rule: 'multiple choice: a wrong option', question: choice, content: 'London', mark: WRONG },
  { rule: 'multiple choice: not an option', question: choice, content: 'Pari', mark: WRONG },
  // Empty answers are unmarked.
  { rule: 'empty: null', question: shortText(EXACT, text('Paris')), content: null, mark: UNMARKED },
  { rule: 'empty: blank text', question: shortText(EXACT, text('Paris')), content: '  \n', mark: UNMARKED },
  { rule: 'empty: no option chosen', question: choice, content: '', mark: UNMARKED },
  { rule: 'empty: number', question: numberQuestion(number('1')), content: '', mark: UNMARKED },
  { rule: 'empty: no names', question: recall(), content: [], mark: UNMARKED },
  { rule: 'empty: blank names', question: recall(), content: ['', ' '], mark: UNMARKED },
  {
    rule: 'empty: content of another type',
    question: shortText(EXACT, text('Paris')),
    content: ['Paris'],
    mark: UNMARKED,
  },
  // Long text: as short text when it has answers, else unmarked.
  {
    rule: 'long text: accepted at its similarity',
    question: longText(text('The light is absorbed')),
    content: 'the light is absorbd',
    mark: CORRECT,
  },
  {
    rule: 'long text: refused',
    question: longText(text('The light is absorbed')),
    content: 'It bounces',
    mark: WRONG,
  },
  { rule: 'long text: no answers', question: longText(), content: 'An essay', mark: UNMARKED },
  {
    rule: 'long text: only invalid answers',
    question: longText(text('x', { invalid: true })),
    content: 'An essay',
    mark: UNMARKED,
  },
  // No valid answers: nothing to mark by.
  { rule: 'short text: no answers', question: shortText(EXACT), content: 'Paris', mark: UNMARKED },
  // Multiple fields.
  {
    rule: 'fields: all right',
    question: fields,
    content: { aaaaa: 'o2', bbbbb: '6.0', ccccc: '' },
    mark: CORRECT,
  },
  {
    rule: 'fields: an expected field wrong',
    question: fields,
    content: { aaaaa: 'Oxygen', bbbbb: '7' },
    mark: WRONG,
  },
  {
    rule: 'fields: an expected field empty',
    question: fields,
    content: { aaaaa: 'Oxygen', bbbbb: ' ' },
    mark: WRONG,
  },
  { rule: 'fields: an expected field missing', question: fields, content: { aaaaa: 'Oxygen' }, mark: WRONG },
  {
    rule: 'fields: all empty',
    question: fields,
    content: { aaaaa: '', bbbbb: '  ', ccccc: '' },
    mark: UNMARKED,
  },
  { rule: 'fields: none given', question: fields, content: {}, mark: UNMARKED },
  {
    rule: 'fields: a field without answers is not marked',
    question: fields,
    content: { aaaaa: 'Oxygen', bbbbb: '6', ccccc: 'Nitrogen' },
    mark: CORRECT,
  },
  // Recall: correct when no required node was missed.
  {
    rule: 'recall: every required node named',
    question: recall(),
    content: ['photosynthesis', 'CHLOROPHYLL'],
    mark: CORRECT,
    missed: [],
  },
  {
    rule: 'recall: a required node missed (an optional one does not count)',
    question: recall(),
    content: ['Photosynthesis', 'Stomata'],
    mark: WRONG,
    missed: [{ id: 'n2', title: 'Chlorophyll' }],
  },
  {
    rule: 'recall: exact refuses a misspelt name',
    question: recall(EXACT),
    content: ['Photosynthesis', 'Chlorophyl'],
    mark: WRONG,
    missed: [{ id: 'n2', title: 'Chlorophyll' }],
  },
  {
    rule: 'recall: close takes it (0.9474)',
    question: recall(CLOSE),
    content: ['Photosynthesis', 'Chlorophyl'],
    mark: CORRECT,
    missed: [],
  },
  {
    rule: 'recall: broad is held to close (0.88 refused)',
    question: recall(BROAD),
    content: ['Fotosynthesis', 'Chlorophyll'],
    mark: WRONG,
    missed: [{ id: 'n1', title: 'Photosynthesis' }],
  },
  {
    rule: 'recall: no recall nodes',
    question: question(ANSWER_TYPE.RECALL),
    content: ['Anything'],
    mark: UNMARKED,
  },
];

describe('marking (spec 3 section 5.3)', () => {
  it.each(CASES)('$rule: $mark', ({ question, content, mark, missed }) => {
    const result = markAnswer(question, content, nodeTitle);
    expect(result.mark).toBe(mark);
    expect(result.missedNodes).toEqual(missed);
  });

  it('never trusts the content to be of its type', () => {
    const weird = [42, { a: 1 }, ['x', 3], true] as unknown as AnswerContent[];
    for (const content of weird)
      for (const type of Object.values(ANSWER_TYPE))
        expect(() =>
          markAnswer(question(type, { validAnswers: [text('x')] }), content, nodeTitle),
        ).not.toThrow();
  });
});
