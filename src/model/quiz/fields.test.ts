import { describe, expect, it } from 'vitest';
import { quizFieldsOf } from './fields';
import { proseWithFields } from './testQuestions';

describe('quiz fields of a prose', () => {
  it('lists them in reading order, nested ones included, each once', () => {
    const prose = [
      ...proseWithFields([['aaaaa', 'text']]),
      {
        type: 'bulletedList',
        children: [
          {
            type: 'listItem',
            children: [{ type: 'quizField', id: 'bbbbb', inputType: 'number', children: [{ text: '' }] }],
          },
        ],
      },
      ...proseWithFields([['aaaaa', 'number']]),
    ];
    expect(quizFieldsOf(prose)).toEqual([
      { id: 'aaaaa', inputType: 'text' },
      { id: 'bbbbb', inputType: 'number' },
    ]);
  });

  it('reads a JSON string and gives none for empty or unreadable prose', () => {
    expect(quizFieldsOf(JSON.stringify(proseWithFields([['ccccc', 'number']])))).toEqual([
      { id: 'ccccc', inputType: 'number' },
    ]);
    expect(quizFieldsOf(null)).toEqual([]);
    expect(quizFieldsOf(42)).toEqual([]);
  });
});
