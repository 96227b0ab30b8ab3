/**
 * Reads a question as a map holds it (`StoredQuestion`, kept as received) into a typed `Question`, with
 * defaults for what it leaves out. Questions saved by older versions load too: the answer type, the
 * similarity and ndp as numbers or numeric strings, recall nodes as a bare list or without a type, number
 * answers without a format. Never throws; what it cannot read falls back to the default. Whether the
 * question can be marked is validity.ts's business, not this file's.
 */

import { newId } from '../ids';
import type { StoredQuestion } from '../map/content';
import { isRecord, readString, type UnknownRecord } from '../map/read';
import type { MapDocument } from '../map/types';
import {
  ANSWER_MODES,
  ANSWER_SIMILARITIES,
  ANSWER_TYPE,
  ANSWER_TYPES,
  type AnswerType,
  DEFAULT_ANSWER_SIMILARITY,
  DEFAULT_ANSWER_TYPE,
  DEFAULT_QUIZ_SETTINGS,
  NDP_OPTIONS,
  type Ndp,
  RECALL_NODE_TYPE,
  VALID_ANSWER_FORMAT,
  VALID_ANSWER_FORMATS,
} from './constants';
import type { Question, QuizSettings, RecallNode, ValidAnswer } from './types';

/** A new question with the defaults (spec 3 section 3: short text). */
export function newQuestion(id: string = newId()): Question {
  return {
    id,
    answerType: DEFAULT_ANSWER_TYPE,
    prose: null,
    validAnswers: [],
    answerSuffix: '',
    modelAnswerProse: null,
    answerSimilarity: DEFAULT_ANSWER_SIMILARITY,
    recall: { nodes: [] },
    required: false,
    showMap: false,
  };
}

export function loadQuestion(raw: unknown): Question {
  const stored: UnknownRecord = isRecord(raw) ? raw : {};
  const answerType = readNumericCode(stored.answerType, ANSWER_TYPES) ?? DEFAULT_ANSWER_TYPE;
  return {
    ...newQuestion(typeof stored.id === 'string' && stored.id !== '' ? stored.id : undefined),
    answerType,
    prose: stored.prose ?? null,
    validAnswers: listOf(stored.validAnswers).flatMap((entry) => readValidAnswer(entry, answerType)),
    answerSuffix: readString(stored.answerSuffix, ''),
    modelAnswerProse: stored.modelAnswerProse ?? null,
    answerSimilarity:
      readNumericCode(stored.answerSimilarity, ANSWER_SIMILARITIES) ?? DEFAULT_ANSWER_SIMILARITY,
    recall: { nodes: readRecallNodes(stored.recall) },
    required: stored.required === true,
    showMap: stored.showMap === true,
  };
}

/**
 * The question as the map stores it: the stored form it was loaded from, with what this app does not
 * read (a legacy `name`, say) kept, and every typed field replaced.
 */
export function storeQuestion(question: Question, stored?: StoredQuestion): StoredQuestion {
  return { ...stored, ...question };
}

/** The map's own quiz settings (its questions answered as a quiz), with the defaults where it has none. */
export function quizSettingsOf(map: MapDocument): QuizSettings {
  return map.settings.quiz ?? { ...DEFAULT_QUIZ_SETTINGS };
}

/** Stored quiz settings, each missing or unknown field defaulted; undefined when there are none. */
export function loadQuizSettings(value: unknown): QuizSettings | undefined {
  if (!isRecord(value)) return undefined;
  return {
    answerMode: ANSWER_MODES.find((mode) => mode === value.answerMode) ?? DEFAULT_QUIZ_SETTINGS.answerMode,
    enableRedo: typeof value.enableRedo === 'boolean' ? value.enableRedo : DEFAULT_QUIZ_SETTINGS.enableRedo,
  };
}

function readValidAnswer(value: unknown, answerType: AnswerType): ValidAnswer[] {
  if (!isRecord(value)) return [];
  const from = readNumber(value.from);
  const to = readNumber(value.to);
  const ndp = readNumericCode<Ndp>(value.ndp, NDP_OPTIONS);
  const text =
    typeof value.text === 'string' ? value.text : typeof value.text === 'number' ? String(value.text) : '';
  return [
    {
      text,
      format:
        VALID_ANSWER_FORMATS.find((format) => format === value.format) ?? legacyFormat(answerType, from, to),
      ...(ndp !== undefined && { ndp }),
      ...(value.invalid === true && { invalid: true }),
      ...(typeof value.fieldId === 'string' && value.fieldId !== '' && { fieldId: value.fieldId }),
      ...(from !== undefined && { from }),
      ...(to !== undefined && { to }),
    },
  ];
}

/** An answer stored without a format: a range when it has a bound, a number in a number question. */
function legacyFormat(answerType: AnswerType, from: number | undefined, to: number | undefined) {
  if (from !== undefined || to !== undefined) return VALID_ANSWER_FORMAT.NUMBER_RANGE;
  return answerType === ANSWER_TYPE.NUMBER ? VALID_ANSWER_FORMAT.NUMBER : VALID_ANSWER_FORMAT.TEXT;
}

/**
 * `{ nodes: [...] }`, or a bare list; each node by `nodeId` (or `id`), once. A node stored without a type
 * is required: naming the nodes is what a recall question asks.
 */
function readRecallNodes(value: unknown): RecallNode[] {
  const entries = isRecord(value) ? listOf(value.nodes) : listOf(value);
  const seen = new Set<string>();
  return entries.flatMap((entry): RecallNode[] => {
    const nodeId =
      typeof entry === 'string' ? entry : isRecord(entry) ? (entry.nodeId ?? entry.id) : undefined;
    if (typeof nodeId !== 'string' || nodeId === '' || seen.has(nodeId)) return [];
    seen.add(nodeId);
    const type = isRecord(entry) ? entry.type : undefined;
    return [
      {
        nodeId,
        type:
          type === undefined || type === null || type === RECALL_NODE_TYPE.REQUIRED
            ? RECALL_NODE_TYPE.REQUIRED
            : RECALL_NODE_TYPE.OPTIONAL,
      },
    ];
  });
}

const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** One of the allowed numeric codes, stored as a number or as its text ('2'). */
export function readNumericCode<T extends number>(value: unknown, allowed: readonly T[]): T | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return allowed.find((code) => code === number);
}

function readNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}
