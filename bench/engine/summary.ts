/**
 * The engine bench's figures for one map size from several fresh openings of the page (run.ts): each
 * opening's load time and per-frame figures, summarised by their median (the nearest-rank p50 the frame
 * intervals use too), so one opening slowed by the machine (a shared host here: the same build measures
 * up to half as fast from one minute to the next) does not decide the figure. Frame intervals are pooled
 * over the openings.
 */
import { type Metric, percentile, round } from '../types';

/** What one opening of the bench page measured. */
export interface EngineRun {
  loadMs: number;
  /** Intervals between the frames the engine drew on the camera path. */
  intervals: number[];
  /** Main-thread busy time over the path (DevTools TaskDuration), ms. */
  taskMs: number;
  /** The engine's own share of it, ms. */
  engineWorkMs: number;
  /** The path's pan at scale 1: frames drawn and the engine's work in them. */
  pan: { frames: number; engineWorkMs: number };
  heapMiB: number;
}

export function summariseRuns(label: string, runs: readonly EngineRun[]): Metric[] {
  if (runs.length === 0) throw new Error(`no engine bench runs for ${label}`);
  const name = (metric: string) => `engine ${label} ${metric}`;
  const intervals = runs.flatMap((run) => run.intervals);
  const perRun = (value: (run: EngineRun) => number, digits = 2): Metric['value'] =>
    round(percentile(runs.map(value), 50), digits);
  const openings = runs.length;
  return [
    { name: name('first full frame'), value: perRun((run) => run.loadMs, 0), unit: 'ms', n: openings },
    {
      name: name('frame interval p50'),
      value: round(percentile(intervals, 50)),
      unit: 'ms',
      n: intervals.length,
    },
    {
      name: name('frame interval p95'),
      value: round(percentile(intervals, 95)),
      unit: 'ms',
      n: intervals.length,
    },
    {
      name: name('frames drawn on the path'),
      value: perRun((run) => run.intervals.length, 0),
      unit: 'frames',
      n: openings,
    },
    {
      name: name('main thread per frame'),
      value: perRun((run) => run.taskMs / run.intervals.length),
      unit: 'ms',
      n: openings,
    },
    {
      name: name('engine work per frame'),
      value: perRun((run) => run.engineWorkMs / run.intervals.length),
      unit: 'ms',
      n: openings,
    },
    // The same view on every map size (a viewport of the densest area, panned at scale 1): what a
    // frame costs should not grow with the map.
    {
      name: name('engine work per frame panning at scale 1'),
      value: perRun((run) => run.pan.engineWorkMs / run.pan.frames),
      unit: 'ms',
      n: openings,
    },
    { name: name('JS heap after load'), value: perRun((run) => run.heapMiB, 1), unit: 'MiB', n: openings },
  ];
}
