import { describe, expect, it } from 'vitest';
import { contentText, questionText } from './summary';

const prose = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

describe('quiz summaries', () => {
  it('gives a question its prose on one line, cut with an ellipsis', () => {
    expect(questionText(prose('What  makes\nsugar?'))).toBe('What makes sugar?');
    expect(questionText(prose('abcdefghij'), 5)).toBe('abcd…');
    expect(questionText(null)).toBe('');
  });

  it('writes each kind of answer as text', () => {
    expect(contentText('Glucose')).toBe('Glucose');
    expect(contentText(['Light', ' ', 'Water'])).toBe('Light, Water');
    expect(contentText({ b2: '7', a1: 'x', c3: ' ' }, ['a1', 'b2'])).toBe('a1: x; b2: 7');
    expect(contentText(null)).toBe('');
  });
});
