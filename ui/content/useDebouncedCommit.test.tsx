// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMIT_IDLE_MS, useDebouncedCommit } from './useDebouncedCommit';

describe('useDebouncedCommit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits the last value once typing pauses, not each change', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useDebouncedCommit(commit));
    act(() => {
      result.current.change('a');
      result.current.change('ab');
      vi.advanceTimersByTime(COMMIT_IDLE_MS - 1);
      result.current.change('abc');
      vi.advanceTimersByTime(COMMIT_IDLE_MS - 1);
    });
    expect(commit).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledOnce();
    expect(commit).toHaveBeenCalledWith('abc');
  });

  it('commits at once on flush (focus lost) and on unmount, and only what is pending', () => {
    const commit = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCommit(commit));
    act(() => {
      result.current.change('x');
      result.current.flush();
      result.current.flush();
    });
    expect(commit.mock.calls).toEqual([['x']]);
    act(() => result.current.change('y'));
    unmount();
    expect(commit.mock.calls).toEqual([['x'], ['y']]);
    vi.advanceTimersByTime(COMMIT_IDLE_MS);
    expect(commit).toHaveBeenCalledTimes(2);
  });
});
