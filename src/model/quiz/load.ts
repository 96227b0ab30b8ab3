/**
 * PROVISIONAL (quiz-server branch): a minimal reader, replaced by quiz-model's load.ts at merge.
 * Reads a stored question tolerantly into a typed Question; never throws.
 */
import { isRecord, readBoolean, readList, readRecords, readString } from '../map/read';
import type { MapDocument } from '../map/types';
import {
  ANSWER_MODE,
  ANSWER_MODES,
  ANSWER_SIMILARITIES,
  ANSWER_SIMILARITY,
  ANSWER_TYPES,
  type AnswerType,
  DEFAULT_ANSWER_TYPE,
  RECALL_NODE_TYPE,
  VALID_ANSWER_FORMAT,
  VALID_ANSWER_FORMATS,
} from './constants';
import type { Question, QuizSettings, ValidAnswer } from './types';

const oneOf = <T>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

export function loadQuestion(raw: unknown): Question {
  const source = isRecord(raw) ? raw : {};
  const answerType = oneOf<AnswerType>(ANSWER_TYPES, Number(source.answerType), DEFAULT_ANSWER_TYPE);
  const recall = isRecord(source.recall) ? source.recall : {};
  return {
    id: readString(source.id, ''),
    answerType,
    prose: source.prose ?? null,
    validAnswers: readRecords(source.validAnswers).map(
      (answer): ValidAnswer => ({
        text: readString(answer.text, ''),
        format: oneOf(VALID_ANSWER_FORMATS, answer.format, VALID_ANSWER_FORMAT.TEXT),
        ...(answer.invalid === true ? { invalid: true } : {}),
        ...(typeof answer.fieldId === 'string' ? { fieldId: answer.fieldId } : {}),
        ...(typeof answer.from === 'number' ? { from: answer.from } : {}),
        ...(typeof answer.to === 'number' ? { to: answer.to } : {}),
      }),
    ),
    answerSuffix: readString(source.answerSuffix, ''),
    modelAnswerProse: source.modelAnswerProse ?? null,
    answerSimilarity: oneOf(ANSWER_SIMILARITIES, Number(source.answerSimilarity), ANSWER_SIMILARITY.EXACT),
    recall: {
      nodes: readList(recall.nodes)
        .filter(isRecord)
        .filter((node) => typeof node.nodeId === 'string')
        .map((node) => ({
          nodeId: node.nodeId as string,
          type:
            node.type === RECALL_NODE_TYPE.REQUIRED ? RECALL_NODE_TYPE.REQUIRED : RECALL_NODE_TYPE.OPTIONAL,
        })),
    },
    required: readBoolean(source.required, false),
    showMap: readBoolean(source.showMap, false),
  };
}

/** The map-form quiz's settings (`map.settings.quiz`), defaulted. */
export function quizSettingsOf(map: MapDocument): QuizSettings {
  const settings: unknown = map.settings;
  const quiz = isRecord(settings) && isRecord(settings.quiz) ? settings.quiz : {};
  return {
    answerMode: oneOf(ANSWER_MODES, quiz.answerMode, ANSWER_MODE.EXERCISE),
    enableRedo: readBoolean(quiz.enableRedo, true),
  };
}
