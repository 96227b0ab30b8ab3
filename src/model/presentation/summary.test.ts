import { describe, expect, it } from 'vitest';
import { summarisePresentations, summariseQuestions } from './summary';

describe('summarisePresentations', () => {
  it('types each presentation, legacy ones too, keeping only what a summary names', () => {
    const summary = summarisePresentations([
      {
        id: 'p1',
        name: 'Tour',
        type: 'standard',
        sequence: [{ action: { type: 'hideAllNodes' } }],
        videos: [{ id: 'v', url: '/a/media/v', duration: 61, longestWatchedTime: 3 }],
        media: { type: 'audio', url: '/a/media/a', duration: 12 },
      },
      { id: 'old', type: 'LESSON', sequence: [{ action: { type: 'SHOW_NODES', nodes: ['a'] } }] },
      { id: 'answer', name: 'Worked answer', type: 'MODEL_ANSWER', videos: [{ url: '/x' }] },
    ]);
    expect(summary).toEqual([
      {
        id: 'p1',
        type: 'standard',
        name: 'Tour',
        media: { url: '/a/media/a', duration: 12 },
        videos: [{ url: '/a/media/v', duration: 61 }],
      },
      { id: 'old', type: 'lesson', name: 'New Presentation', media: null, videos: [] },
      {
        id: 'answer',
        type: 'modelAnswer',
        name: 'Worked answer',
        media: null,
        videos: [{ url: '/x', duration: 0 }],
      },
    ]);
  });

  it('leaves out entries without an id, and reads anything but a list as none', () => {
    expect(summarisePresentations([{ name: 'No id' }, { id: '' }, 'p', null])).toEqual([]);
    expect(summarisePresentations(undefined)).toEqual([]);
    expect(summarisePresentations({ id: 'p' })).toEqual([]);
  });
});

describe('summariseQuestions', () => {
  it('keeps each question’s id, its name where it has one and its prose as a line of text', () => {
    expect(
      summariseQuestions([
        {
          id: 'q1',
          name: 'Light',
          prose: [{ type: 'paragraph', children: [{ text: 'Where  does it come from?' }] }],
        },
        { id: 'q2', answerType: 1 },
        { name: 'x' },
      ]),
    ).toEqual([
      { id: 'q1', name: 'Light', text: 'Where does it come from?' },
      { id: 'q2', name: '', text: '' },
    ]);
    expect(summariseQuestions(null)).toEqual([]);
  });
});
