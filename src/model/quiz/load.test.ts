import { describe, expect, it } from 'vitest';
import { makeMap } from '../actions/testMaps';
import { loadMap } from '../map/load';
import { DEFAULT_QUIZ_SETTINGS } from './constants';
import { loadQuestion, loadQuizSettings, newQuestion, quizSettingsOf, storeQuestion } from './load';

describe('loading questions', () => {
  it('gives a new question the defaults: short text, exact, nothing else', () => {
    expect(newQuestion('q')).toEqual({
      id: 'q',
      answerType: 1,
      prose: null,
      validAnswers: [],
      answerSuffix: '',
      modelAnswerProse: null,
      answerSimilarity: 1,
      recall: { nodes: [] },
      required: false,
      showMap: false,
    });
    expect(newQuestion().id).toHaveLength(10);
  });

  it('reads a whole question as stored', () => {
    const stored = {
      id: 'q',
      answerType: 5,
      prose: [{ type: 'paragraph', children: [{ text: 'How far?' }] }],
      validAnswers: [
        { text: '3.14', format: 'number', ndp: 2 },
        { text: '', format: 'numberRange', from: 1, to: 2, invalid: true },
      ],
      answerSuffix: 'km',
      modelAnswerProse: 'Pi',
      answerSimilarity: 2,
      recall: { nodes: [{ nodeId: 'n1', type: 'optional' }] },
      required: true,
      showMap: true,
    };
    expect(loadQuestion(stored)).toEqual(stored);
  });

  it('reads legacy forms: codes as text, a bare recall list, answers without a format', () => {
    const question = loadQuestion({
      id: 'q',
      answerType: '5',
      answerSimilarity: '3',
      validAnswers: [
        { text: 42, ndp: '1' },
        { from: '1', to: 'x' },
        { text: 'a', format: 'other' },
        'nonsense',
      ],
      recall: [
        'n1',
        { id: 'n2' },
        { nodeId: 'n3', type: 'required' },
        { nodeId: 'n1' },
        { nodeId: 'n4', type: 'other' },
      ],
      name: 'kept elsewhere',
    });
    expect(question.answerType).toBe(5);
    expect(question.answerSimilarity).toBe(3);
    expect(question.validAnswers).toEqual([
      { text: '42', format: 'number', ndp: 1 },
      { text: '', format: 'numberRange', from: 1 },
      { text: 'a', format: 'number' },
    ]);
    expect(question.recall.nodes).toEqual([
      { nodeId: 'n1', type: 'required' },
      { nodeId: 'n2', type: 'required' },
      { nodeId: 'n3', type: 'required' },
      { nodeId: 'n4', type: 'optional' },
    ]);
  });

  it('never throws, defaulting what it cannot read', () => {
    for (const raw of [
      null,
      7,
      'q',
      [],
      { id: 3, answerType: 9, answerSimilarity: 0, validAnswers: 'x', recall: 5 },
    ]) {
      const question = loadQuestion(raw);
      expect(question).toMatchObject({
        answerType: 1,
        answerSimilarity: 1,
        validAnswers: [],
        recall: { nodes: [] },
      });
      expect(question.id).toHaveLength(10);
    }
    expect(loadQuestion({ id: 'q', answerType: 2, validAnswers: [{ ndp: 9 }] }).validAnswers).toEqual([
      { text: '', format: 'text' },
    ]);
  });

  it('stores a question over its stored form, keeping what the app does not read', () => {
    const stored = { id: 'q', name: 'Old name', answerType: '1' };
    expect(storeQuestion({ ...loadQuestion(stored), answerType: 2 }, stored)).toMatchObject({
      id: 'q',
      name: 'Old name',
      answerType: 2,
    });
  });
});

describe('quiz settings of a map', () => {
  it('defaults to an exercise that may be redone', () => {
    expect(quizSettingsOf(makeMap())).toEqual({ answerMode: 'Exercise', enableRedo: true });
    expect(DEFAULT_QUIZ_SETTINGS).toEqual({ answerMode: 'Exercise', enableRedo: true });
  });

  it("reads the map's own, defaulting each unknown field", () => {
    const map = loadMap({ settings: { quiz: { answerMode: 'Quiz', enableRedo: false } } });
    expect(quizSettingsOf(map)).toEqual({ answerMode: 'Quiz', enableRedo: false });
    expect(loadQuizSettings({ answerMode: 'Exam', enableRedo: 'no' })).toEqual(DEFAULT_QUIZ_SETTINGS);
    expect(loadQuizSettings(null)).toBeUndefined();
    expect(loadMap({ settings: {} }).settings).not.toHaveProperty('quiz');
  });
});
