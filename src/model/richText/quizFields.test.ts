import { describe, expect, it } from 'vitest';
import { quizFieldsOf } from './quizFields';

const field = (id: string, inputType: 'text' | 'number') => ({
  type: 'quizField',
  id,
  inputType,
  children: [{ text: '' }],
});

describe('quizFieldsOf', () => {
  it('lists the quiz fields in the order the prose shows them, each once, lists and tables included', () => {
    const prose = [
      { type: 'paragraph', children: [{ text: 'Mass ' }, field('abcde', 'number'), { text: ' kg' }] },
      {
        type: 'bulletedList',
        children: [{ type: 'listItem', children: [{ text: 'Name ' }, field('fghij', 'text')] }],
      },
      {
        type: 'table',
        children: [
          { type: 'tableRow', children: [{ type: 'tableCell', children: [field('abcde', 'number')] }] },
        ],
      },
    ];
    expect(quizFieldsOf(prose)).toEqual([
      { id: 'abcde', inputType: 'number' },
      { id: 'fghij', inputType: 'text' },
    ]);
  });

  it('finds none in empty, plain or unreadable prose, and in a JSON string of a document', () => {
    expect(quizFieldsOf(null)).toEqual([]);
    expect(quizFieldsOf('Just text')).toEqual([]);
    expect(quizFieldsOf({ odd: true })).toEqual([]);
    expect(quizFieldsOf(JSON.stringify([{ type: 'paragraph', children: [field('klmno', 'text')] }]))).toEqual(
      [{ id: 'klmno', inputType: 'text' }],
    );
  });
});
