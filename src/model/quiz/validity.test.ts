import { describe, expect, it } from 'vitest';
import { ANSWER_TYPE } from './constants';
import { number, question, range, required, text } from './testQuestions';
import type { QuestionProblem } from './types';
import { questionProblem } from './validity';

const ANSWERS_INVALID: QuestionProblem = {
  title: 'Answers Invalid',
  detail: 'Correct answer not specified',
};
const UNMARKED: QuestionProblem = { title: 'Unmarked question' };
const NO_RECALL_NODES: QuestionProblem = { title: 'No Recall nodes specified' };
const { SHORT_TEXT, MULTIPLE_CHOICE, LONG_TEXT, RECALL, NUMBER, MULTIPLE_FIELDS } = ANSWER_TYPE;

/** Spec 3 section 5.2, rule by rule (ndp 0 to 5 is the schema's: ./schema.test.ts). */
const CASES = [
  { rule: 'multiple choice: no answers', question: question(MULTIPLE_CHOICE), problem: ANSWERS_INVALID },
  {
    rule: 'multiple choice: only wrong options',
    question: question(MULTIPLE_CHOICE, {
      validAnswers: [text('a', { invalid: true }), text('b', { invalid: true })],
    }),
    problem: ANSWERS_INVALID,
  },
  {
    rule: 'multiple choice: a right option not of text format',
    question: question(MULTIPLE_CHOICE, { validAnswers: [number('1'), text('b', { invalid: true })] }),
    problem: ANSWERS_INVALID,
  },
  {
    rule: 'multiple choice: one right text option',
    question: question(MULTIPLE_CHOICE, { validAnswers: [text('a'), text('b', { invalid: true })] }),
    problem: undefined,
  },
  { rule: 'short text: no answers', question: question(SHORT_TEXT), problem: UNMARKED },
  {
    rule: 'short text: only refused answers',
    question: question(SHORT_TEXT, { validAnswers: [text('a', { invalid: true })] }),
    problem: UNMARKED,
  },
  {
    rule: 'short text: an answer',
    question: question(SHORT_TEXT, { validAnswers: [text('a')] }),
    problem: undefined,
  },
  { rule: 'number: no answers', question: question(NUMBER), problem: UNMARKED },
  {
    rule: 'number: a range',
    question: question(NUMBER, { validAnswers: [range(1, 2)] }),
    problem: undefined,
  },
  { rule: 'recall: no nodes', question: question(RECALL), problem: NO_RECALL_NODES },
  {
    rule: 'recall: a node',
    question: question(RECALL, { recall: { nodes: [required('n1')] } }),
    problem: undefined,
  },
  { rule: 'long text: needs no answers', question: question(LONG_TEXT), problem: undefined },
  { rule: 'multiple fields: no rule', question: question(MULTIPLE_FIELDS), problem: undefined },
];

describe('question validity (spec 3 section 5.2)', () => {
  it.each(CASES)('$rule', ({ question, problem }) => {
    expect(questionProblem(question)).toEqual(problem);
  });
});
