// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraft } from './useDraft';

describe('useDraft', () => {
  it('shows a new value in the very render it arrives, with no stale copy in between', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const draft = useDraft(value);
        seen.push(draft.value);
        return draft;
      },
      { initialProps: { value: 'Claim 7' } },
    );
    rerender({ value: 'Claim 6' });
    expect(seen.at(-1)).toBe('Claim 6');
    expect(seen.filter((shown) => shown === 'Claim 7')).toHaveLength(1);
  });

  it('keeps what the user types while the value changes elsewhere, and shows the value once done', () => {
    const { result, rerender } = renderHook(({ value }) => useDraft(value), {
      initialProps: { value: 'Claim 6' },
    });
    act(() => result.current.change('Concl'));
    expect(result.current).toMatchObject({ value: 'Concl', editing: true });
    rerender({ value: 'Renamed by an undo' });
    expect(result.current.value).toBe('Concl');
    act(() => result.current.done());
    expect(result.current).toMatchObject({ value: 'Renamed by an undo', editing: false });
  });
});
