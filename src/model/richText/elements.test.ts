import { describe, expect, it } from 'vitest';
import { formulaElement, imageElement, quizFieldElement, tableElement } from './elements';

describe('new elements', () => {
  it('gives a quiz field a 5-character id (spec 3 section 5.4)', () => {
    const field = quizFieldElement('number');
    expect(field.id).toMatch(/^[0-9A-Za-z]{5}$/);
    expect(quizFieldElement('text').id).not.toBe(field.id);
  });
  it('makes void elements with one empty leaf', () => {
    expect(formulaElement(' E = mc^2 ', true)).toEqual({
      type: 'formula',
      latex: 'E = mc^2',
      inline: true,
      children: [{ text: '' }],
    });
    expect(imageElement('https://a.org/p.png', 'left', 0)).not.toHaveProperty('width');
    expect(imageElement('https://a.org/p.png', 'left', 120.4).width).toBe(120);
  });
  it('makes a table of rows of cells, at least 1 by 1', () => {
    const table = tableElement(2, 3);
    expect(table.children).toHaveLength(2);
    expect(table.children[0]?.children).toHaveLength(3);
    expect(tableElement(0, 0).children[0]?.children).toHaveLength(1);
  });
});
