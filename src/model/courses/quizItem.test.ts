import { describe, expect, it } from 'vitest';
import { newMapDocument } from '../map/newMap';
import { ANSWER_MODE } from '../quiz/constants';
import { quizOfMap } from './quizItem';

function mapWithQuiz() {
  const map = newMapDocument({ id: 'm1', name: 'Map' });
  map.questions = [{ id: 'q1' }, { id: 'q2' }, { id: 'q3' }];
  map.courseItems = [
    {
      id: 'mod',
      type: 'module',
      name: 'Module',
      items: [
        {
          id: 'quiz1',
          type: 'quiz',
          name: 'Quiz',
          questions: ['q3', 'gone', 'q1'],
          settings: { answerMode: ANSWER_MODE.QUIZ, enableRedo: false },
        },
      ],
    },
  ];
  return map;
}

describe('quizOfMap', () => {
  it("is the map's own quiz without an item", () => {
    const map = mapWithQuiz();
    const quiz = quizOfMap(map, null);
    expect(quiz.quizId).toBe('m1');
    expect(quiz.questions.map((question) => question.id)).toEqual(['q1', 'q2', 'q3']);
  });

  it("is the course item's questions in its order, its settings, saved against the item", () => {
    const quiz = quizOfMap(mapWithQuiz(), 'quiz1');
    expect(quiz.quizId).toBe('quiz1');
    expect(quiz.questions.map((question) => question.id)).toEqual(['q3', 'q1']);
    expect(quiz.settings).toEqual({ answerMode: ANSWER_MODE.QUIZ, enableRedo: false });
  });

  it("falls back to the map's quiz for an item the map does not have", () => {
    expect(quizOfMap(mapWithQuiz(), 'nope').quizId).toBe('m1');
  });
});
