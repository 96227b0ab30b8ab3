import { describe, expect, it } from 'vitest';
import { type EngineRun, summariseRuns } from './summary';

const run = (loadMs: number, frames: number, taskMs: number, interval = 20): EngineRun => ({
  loadMs,
  intervals: Array.from({ length: frames }, () => interval),
  taskMs,
  engineWorkMs: frames,
  pan: { frames: 10, engineWorkMs: 5 },
  heapMiB: 60,
});

const value = (metrics: ReturnType<typeof summariseRuns>, metric: string) =>
  metrics.find((m) => m.name === `engine 50k ${metric}`);

describe('the engine bench summary', () => {
  it('takes the median opening, so one slowed by the machine does not decide the figure', () => {
    const metrics = summariseRuns('50k', [run(1500, 100, 400), run(2600, 60, 480), run(1400, 120, 420)]);
    expect(value(metrics, 'first full frame')).toMatchObject({ value: 1500, n: 3 });
    // 4, 8 and 3.5 ms a frame: the median, not the mean (5.17).
    expect(value(metrics, 'main thread per frame')).toMatchObject({ value: 4, n: 3 });
    expect(value(metrics, 'frames drawn on the path')).toMatchObject({ value: 100 });
    expect(value(metrics, 'engine work per frame')).toMatchObject({ value: 1 });
    expect(value(metrics, 'engine work per frame panning at scale 1')).toMatchObject({ value: 0.5 });
  });

  it('pools the frame intervals of every opening', () => {
    const metrics = summariseRuns('50k', [run(1500, 3, 12, 10), run(1500, 1, 4, 40)]);
    expect(value(metrics, 'frame interval p50')).toMatchObject({ value: 10, n: 4 });
    expect(value(metrics, 'frame interval p95')).toMatchObject({ value: 40, n: 4 });
    // Two openings, both at 4 ms a frame.
    expect(value(metrics, 'main thread per frame')).toMatchObject({ value: 4 });
  });

  it('refuses to summarise no openings', () => {
    expect(() => summariseRuns('50k', [])).toThrow('no engine bench runs for 50k');
  });
});
