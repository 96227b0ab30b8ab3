/** PROVISIONAL STUB (replaced at merge by the model helper's load.ts): reads a stored question tolerantly. */
import { isRecord, readBoolean, readOneOf, readRecords, readString } from '../map/read';
import type { MapDocument } from '../map/types';
import {
  ANSWER_MODES,
  ANSWER_SIMILARITIES,
  ANSWER_SIMILARITY,
  ANSWER_TYPES,
  DEFAULT_ANSWER_TYPE,
  RECALL_NODE_TYPE,
  RECALL_NODE_TYPES,
  VALID_ANSWER_FORMAT,
  VALID_ANSWER_FORMATS,
} from './constants';
import type { Question, QuizSettings, ValidAnswer } from './types';

export function loadQuestion(raw: unknown): Question {
  const source = isRecord(raw) ? raw : {};
  const recall = isRecord(source.recall) ? source.recall : {};
  return {
    id: readString(source.id, ''),
    answerType: readOneOf(ANSWER_TYPES, Number(source.answerType), DEFAULT_ANSWER_TYPE),
    prose: source.prose ?? null,
    validAnswers: readRecords(source.validAnswers).map(
      (answer): ValidAnswer => ({
        ...(answer as object),
        text: readString(answer.text, ''),
        format: readOneOf(VALID_ANSWER_FORMATS, answer.format, VALID_ANSWER_FORMAT.TEXT),
      }),
    ),
    answerSuffix: readString(source.answerSuffix, ''),
    modelAnswerProse: source.modelAnswerProse ?? null,
    answerSimilarity: readOneOf(ANSWER_SIMILARITIES, source.answerSimilarity, ANSWER_SIMILARITY.EXACT),
    recall: {
      nodes: readRecords(recall.nodes).map((node) => ({
        nodeId: readString(node.nodeId, ''),
        type: readOneOf(RECALL_NODE_TYPES, node.type, RECALL_NODE_TYPE.REQUIRED),
      })),
    },
    required: readBoolean(source.required, false),
    showMap: readBoolean(source.showMap, false),
  };
}

export function quizSettingsOf(map: MapDocument): QuizSettings {
  const settings: Record<string, unknown> = { ...map.settings };
  const quiz = isRecord(settings.quiz) ? settings.quiz : {};
  return {
    answerMode: readOneOf(ANSWER_MODES, quiz.answerMode, 'Exercise'),
    enableRedo: readBoolean(quiz.enableRedo, true),
  };
}
