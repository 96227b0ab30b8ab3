import { describe, expect, it } from 'vitest';
import { ANSWER_TYPE } from '../../model/quiz/constants';
import { choicesOf, emptyContentOf, isEmptyContent, sameContent, withName } from '../../model/quiz/content';
import { loadQuestion } from '../../model/quiz/load';
import { namedRecallNodes } from './answerContent';

describe('answer drafts', () => {
  it('has an empty content per answer type', () => {
    expect(emptyContentOf({ answerType: ANSWER_TYPE.SHORT_TEXT })).toBe('');
    expect(emptyContentOf({ answerType: ANSWER_TYPE.NUMBER })).toBe('');
    expect(emptyContentOf({ answerType: ANSWER_TYPE.RECALL })).toEqual([]);
    expect(emptyContentOf({ answerType: ANSWER_TYPE.MULTIPLE_FIELDS })).toEqual({});
  });

  it('counts blank text, no names and blank fields as empty, and empty as the same as nothing', () => {
    expect(isEmptyContent(null)).toBe(true);
    expect(isEmptyContent(' ')).toBe(true);
    expect(isEmptyContent({ abcde: '', fghij: ' ' })).toBe(true);
    expect(isEmptyContent(['x'])).toBe(false);
    expect(sameContent(null, '')).toBe(true);
    expect(sameContent({ abcde: '1' }, { abcde: '1' })).toBe(true);
    expect(sameContent({ abcde: '1' }, { abcde: '2' })).toBe(false);
    expect(sameContent('a', 'a ')).toBe(false);
  });

  it('offers every valid answer of a multiple-choice question once, the wrong ones too', () => {
    expect(
      choicesOf({
        validAnswers: [
          { text: 'Red', format: 'text' },
          { text: 'Blue', format: 'text', invalid: true },
          { text: 'Red', format: 'text' },
          { text: ' ', format: 'text' },
        ],
      }),
    ).toEqual(['Red', 'Blue']);
  });

  it('adds a name once, trimmed', () => {
    expect(withName(['Premise'], ' premise ')).toEqual(['Premise']);
    expect(withName(['Premise'], ' Conclusion ')).toEqual(['Premise', 'Conclusion']);
    expect(withName([], '  ')).toEqual([]);
  });

  it('names the recall nodes the names match, optional ones included', () => {
    const question = loadQuestion({
      id: 'q',
      answerType: ANSWER_TYPE.RECALL,
      recall: {
        nodes: [
          { nodeId: 'n1', type: 'required' },
          { nodeId: 'n2', type: 'optional' },
        ],
      },
    });
    const titles: Record<string, string> = { n1: 'Premise', n2: 'Conclusion' };
    const title = (id: string) => titles[id];
    expect(namedRecallNodes(question, [], title)).toEqual([]);
    expect(namedRecallNodes(question, ['conclusion'], title)).toEqual(['n2']);
    expect(namedRecallNodes(question, ['Premise', 'Conclusion'], title)).toEqual(['n1', 'n2']);
  });
});
