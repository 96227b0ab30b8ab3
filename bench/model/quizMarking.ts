/**
 * Marking answers (issue 26, Performance: "marking 100,000 answers of mixed types: report the figure, the
 * similarity library's cost included"). 100,000 deterministic answers spread over the six answer types
 * and the three similarities, right, misspelt, wrong and empty, each marked by `markAnswer` as the server
 * marks a submission. Short answers are words and names a learner types; long-text answers a few
 * sentences; recall answers name up to 12 of a question's 12 nodes.
 */

import { newQuestion } from '../../src/model/quiz/load';
import { markAnswer } from '../../src/model/quiz/marking';
import type { AnswerContent, Question, ValidAnswer } from '../../src/model/quiz/types';
import { type Metric, percentile, round } from '../types';
import { seededRandom } from './truthMap';

const ANSWERS = 100_000;
const RUNS = 5;

const WORDS = [
  'Photosynthesis',
  'Chlorophyll',
  'Mitochondria',
  'Tchaikovsky',
  'Archimedes',
  'Encyclopaedia',
  'Mississippi',
  'Constantinople',
  'Hippocrates',
  'Parallelogram',
  'Thermodynamics',
  'Acceleration',
];
const SENTENCE =
  'The light is absorbed by the chlorophyll in the leaf, and its energy splits water into oxygen and hydrogen';

/** The recall questions' nodes: one per word. */
const TITLES = new Map(WORDS.map((word, index) => [`n${index}`, word]));
const nodeTitle = (nodeId: string) => TITLES.get(nodeId);

interface Sample {
  question: Question;
  content: AnswerContent | null;
}

/** A typo or two: a letter dropped, doubled or swapped, as a learner types them. */
function misspell(text: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (text.length - 2));
  switch (Math.floor(random() * 3)) {
    case 0:
      return text.slice(0, at) + text.slice(at + 1);
    case 1:
      return text.slice(0, at) + text.charAt(at) + text.slice(at);
    default:
      return text.slice(0, at - 1) + text.charAt(at) + text.charAt(at - 1) + text.slice(at + 1);
  }
}

function question(id: number, fields: Partial<Question>): Question {
  return { ...newQuestion(`q${id}`), ...fields };
}

const text = (value: string, extra: Partial<ValidAnswer> = {}): ValidAnswer => ({
  text: value,
  format: 'text',
  ...extra,
});

/** The answers, a sixth of each type, with the questions they answer. */
function samples(count: number, random: () => number): Sample[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const similarity = () => pick([1, 2, 3] as const);
  /** Right, misspelt, wrong or (one in twenty) empty. */
  const answer = (right: string) => {
    const roll = random();
    if (roll < 0.05) return '';
    if (roll < 0.4) return right;
    if (roll < 0.75) return misspell(right, random);
    return pick(WORDS);
  };
  const recallNodes = [...TITLES.keys()].map((nodeId, index) => ({
    nodeId,
    type: index % 4 === 3 ? ('optional' as const) : ('required' as const),
  }));
  return Array.from({ length: count }, (_, index): Sample => {
    const word = pick(WORDS);
    switch (index % 6) {
      case 0:
        return {
          question: question(index, {
            answerSimilarity: similarity(),
            validAnswers: [text(word), text(pick(WORDS)), text('wrong', { invalid: true })],
          }),
          content: answer(word),
        };
      case 1:
        return {
          question: question(index, {
            answerType: 2,
            validAnswers: [text(word), ...WORDS.slice(0, 3).map((option) => text(option, { invalid: true }))],
          }),
          content: pick([word, ...WORDS.slice(0, 3)]),
        };
      case 2:
        return {
          question: question(index, {
            answerType: 3,
            answerSimilarity: similarity(),
            validAnswers: [text(SENTENCE)],
          }),
          content: random() < 0.5 ? misspell(SENTENCE, random) : SENTENCE.split(' ').reverse().join(' '),
        };
      case 3: {
        const value = Math.round(random() * 1e6) / 1000;
        const range = random() < 0.3;
        return {
          question: question(index, {
            answerType: 5,
            validAnswers: range
              ? [{ text: '', format: 'numberRange', from: value - 1, to: value + 1 }]
              : [{ text: String(value), format: 'number', ndp: pick([0, 1, 2, 3] as const) }],
          }),
          content: String(round(value + (random() - 0.5) * 2, Math.floor(random() * 4))),
        };
      }
      case 4:
        return {
          question: question(index, {
            answerType: 6,
            answerSimilarity: similarity(),
            validAnswers: [
              text(word, { fieldId: 'aaaaa' }),
              { text: '42', format: 'number', fieldId: 'bbbbb' },
              text('Oxygen', { fieldId: 'ccccc' }),
            ],
          }),
          content: { aaaaa: answer(word), bbbbb: pick(['42', '42.0', '41', '']), ccccc: answer('Oxygen') },
        };
      default:
        return {
          question: question(index, {
            answerType: 4,
            answerSimilarity: similarity(),
            recall: { nodes: recallNodes },
          }),
          content: WORDS.filter(() => random() < 0.8).map((title) =>
            random() < 0.3 ? misspell(title, random) : title,
          ),
        };
    }
  });
}

/** Marks every sample once; the count of each mark, so the work cannot be optimised away. */
function markAll(all: readonly Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { question, content } of all) {
    const { mark } = markAnswer(question, content, nodeTitle);
    counts[mark] = (counts[mark] ?? 0) + 1;
  }
  return counts;
}

export async function benchQuizMarking(): Promise<Metric[]> {
  const all = samples(ANSWERS, seededRandom(26));
  // A warm-up pass, so the JIT has compiled the marker and the library before we time them.
  markAll(all.slice(0, ANSWERS / 10));
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let counts: Record<string, number> = {};
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    counts = markAll(all);
    const cpu = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  const median = percentile(times, 50);
  console.error(`quiz marking: ${JSON.stringify(counts)} over ${ANSWERS} answers`);
  return [
    { name: 'model.quiz.marking100k', value: round(median), unit: 'ms', n: RUNS },
    {
      name: 'model.quiz.marking.rate',
      value: Math.round(ANSWERS / (median / 1000)),
      unit: 'answers/s',
      n: RUNS,
    },
    // The CPU time too: on a shared machine the wall time counts other processes' turns as well.
    { name: 'model.quiz.marking100k.cpu', value: round(percentile(cpuTimes, 50)), unit: 'ms', n: RUNS },
  ];
}
