import { describe, expect, it } from 'vitest';
import { markdownShortcut } from './markdown';

describe('markdownShortcut', () => {
  it('makes headings 1 to 6', () => {
    for (let level = 1; level <= 6; level++)
      expect(markdownShortcut(`${'#'.repeat(level)} `)).toEqual({ type: 'heading', level });
    expect(markdownShortcut('####### ')).toBeNull();
  });
  it('makes lists, a quote and a code block', () => {
    expect(markdownShortcut('- ')).toEqual({ type: 'bulletedList' });
    expect(markdownShortcut('* ')).toEqual({ type: 'bulletedList' });
    expect(markdownShortcut('1. ')).toEqual({ type: 'numberedList' });
    expect(markdownShortcut('12. ')).toEqual({ type: 'numberedList' });
    expect(markdownShortcut('> ')).toEqual({ type: 'quote' });
    expect(markdownShortcut('```')).toEqual({ type: 'codeBlock' });
  });
  it('ignores other text and prefixes inside a line', () => {
    expect(markdownShortcut('#')).toBeNull();
    expect(markdownShortcut('a # ')).toBeNull();
    expect(markdownShortcut('#x ')).toBeNull();
    expect(markdownShortcut('-- ')).toBeNull();
    expect(markdownShortcut('``')).toBeNull();
  });
});
