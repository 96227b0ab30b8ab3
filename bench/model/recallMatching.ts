/**
 * Recall matching (issue 27, Performance: "matching typed text against the titles of a 10k-node map: p95
 * under 5 ms a keystroke"). A matcher over 10,000 node titles of two or three words (some with a
 * bracketed part, as 'Water (H2O)'); a learner's entries typed a key at a time, each keystroke's text
 * through `matchAsTyped` (an exact name is taken as it completes), and Enter on what was not taken through
 * `matchEntry` (the nearest key within the fuzzy tolerance, which compares against every remaining
 * title). A keystroke is either; the time of each is one sample.
 */
import { RecallMatcher } from '../../src/model/recall/matching';
import type { RecallNode } from '../../src/model/recall/types';
import { type Metric, percentile, round } from '../types';
import { seededRandom } from './truthMap';

const NODES = 10_000;
const ENTRIES = 1_000;
const RUNS = 3;

const WORDS = [
  'light',
  'water',
  'carbon',
  'oxygen',
  'glucose',
  'membrane',
  'enzyme',
  'protein',
  'nucleus',
  'cell',
  'energy',
  'starch',
  'leaf',
  'root',
  'stem',
  'seed',
  'pollen',
  'flower',
  'fruit',
  'acid',
  'base',
  'salt',
  'sugar',
  'fat',
  'heat',
  'force',
  'mass',
  'speed',
  'wave',
  'field',
  'charge',
  'current',
  'voltage',
  'atom',
  'ion',
  'bond',
  'metal',
  'crystal',
  'gas',
  'liquid',
];

function titles(random: () => number): RecallNode[] {
  const word = () => WORDS[Math.floor(random() * WORDS.length)] ?? '';
  return Array.from({ length: NODES }, (_, index) => {
    const words = Array.from({ length: 2 + Math.floor(random() * 2) }, word).join(' ');
    // Numbered so that every title is its own; one in five with a bracketed part of its own, as 'Water (H2O)'.
    const title = `${words} ${index}${random() < 0.2 ? ` (${word().slice(0, 2)}${index})` : ''}`;
    return { id: `n${index}`, title: title.charAt(0).toUpperCase() + title.slice(1) };
  });
}

/** A typo: a letter dropped or two swapped, as a learner makes them. */
function misspell(text: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (text.length - 2));
  return random() < 0.5
    ? text.slice(0, at) + text.slice(at + 1)
    : text.slice(0, at - 1) + text.charAt(at) + text.charAt(at - 1) + text.slice(at + 1);
}

/** A learner's entries: half exact names, a quarter misspelt, a quarter names the map does not have. */
function entries(nodes: readonly RecallNode[], random: () => number): string[] {
  return Array.from({ length: ENTRIES }, () => {
    const title = nodes[Math.floor(random() * nodes.length)]?.title ?? '';
    const roll = random();
    if (roll < 0.5) return title;
    if (roll < 0.75) return misspell(title, random);
    return `unknown thing ${Math.floor(random() * 1e6)}`;
  });
}

/** One session: every entry typed a key at a time, then Enter where it was not taken; each keystroke timed. */
function session(
  nodes: readonly RecallNode[],
  all: readonly string[],
  samples: { typed: number[]; entered: number[] },
): number {
  const matcher = new RecallMatcher(nodes);
  const named = new Set<string>();
  for (const entry of all) {
    let taken = false;
    for (let length = 1; length <= entry.length && !taken; length++) {
      const start = performance.now();
      const ids = matcher.matchAsTyped(entry.slice(0, length), named);
      samples.typed.push(performance.now() - start);
      for (const id of ids) named.add(id);
      taken = ids.length > 0;
    }
    if (taken) continue;
    const start = performance.now();
    const ids = matcher.matchEntry(entry, named);
    samples.entered.push(performance.now() - start);
    for (const id of ids) named.add(id);
  }
  return named.size;
}

export async function benchRecallMatching(): Promise<Metric[]> {
  const random = seededRandom(27);
  const nodes = titles(random);
  const all = entries(nodes, random);
  // A warm-up session, so the JIT has compiled the matcher before it is timed.
  session(nodes, all.slice(0, 100), { typed: [], entered: [] });
  const samples = { typed: [] as number[], entered: [] as number[] };
  let matched = 0;
  for (let run = 0; run < RUNS; run++) matched = session(nodes, all, samples);
  const keystrokes = [...samples.typed, ...samples.entered];
  console.error(
    `recall matching: ${matched} nodes named by ${ENTRIES} entries over ${NODES} titles; ${keystrokes.length} keystrokes, ${samples.entered.length} of them Enter`,
  );
  const metric = (name: string, list: readonly number[], value: number): Metric => ({
    name,
    value: round(value, 3),
    unit: 'ms',
    n: list.length,
  });
  return [
    metric('model.recall.keystroke.p95', keystrokes, percentile(keystrokes, 95)),
    metric('model.recall.keystroke.max', keystrokes, Math.max(...keystrokes)),
    // Enter alone: the fuzzy search over every remaining title.
    metric('model.recall.enter.p95', samples.entered, percentile(samples.entered, 95)),
  ];
}
