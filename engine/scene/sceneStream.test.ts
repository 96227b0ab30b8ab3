import { describe, expect, it } from 'vitest';
import type { SceneBatch } from './sceneStages';
import { SceneStream, type StreamClock } from './sceneStream';
import { testNodeView } from './testViews';

/** A clock the test drives: each batch written costs `costMs`; posted tasks and frames run when told. */
function testClock(costMs: number) {
  let now = 0;
  const tasks: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const clock: StreamClock = {
    now: () => now,
    post: (task) => {
      tasks.push(task);
      return () => tasks.splice(tasks.indexOf(task), 1);
    },
    nextFrame: (task) => {
      frames.push(task);
      return () => frames.splice(frames.indexOf(task), 1);
    },
  };
  return {
    clock,
    spend: () => {
      now += costMs;
    },
    runFrame: () => {
      for (const task of frames.splice(0)) task();
    },
    runTask: () => tasks.shift()?.(),
    pendingTasks: () => tasks.length,
  };
}

const batch = (...ids: string[]): SceneBatch => ({
  nodes: ids.map((id) => testNodeView(id, 0, 0)),
  edges: [],
});

function streamOf(batches: SceneBatch[], costMs = 5) {
  const time = testClock(costMs);
  const written: string[][] = [];
  let done = 0;
  const stream = new SceneStream(
    batches,
    undefined,
    (next) => {
      written.push(next.nodes.map((node) => node.id));
      time.spend();
    },
    time.clock,
    () => done++,
  );
  return { stream, time, written, done: () => done };
}

describe('SceneStream', () => {
  it('starts at the first frame where it may', () => {
    const { stream, time, written } = streamOf([batch('a')]);
    let ready = false;
    stream.start(() => ready);
    time.runFrame();
    expect(time.pendingTasks()).toBe(0);
    ready = true;
    time.runFrame();
    time.runTask();
    expect(written).toEqual([['a']]);
  });

  it('writes nothing until started, and starts from the next frame', () => {
    const { stream, time, written } = streamOf([batch('a')]);
    time.runFrame();
    expect(time.pendingTasks()).toBe(0);
    stream.start();
    stream.start();
    expect(written).toEqual([]);
    time.runFrame();
    time.runTask();
    expect(written).toEqual([['a']]);
  });

  it('writes batches until the slice budget is spent, then yields to the browser', () => {
    const { stream, time, written, done } = streamOf([batch('a'), batch('b'), batch('c'), batch('d')], 5);
    stream.start();
    time.runFrame();
    time.runTask();
    // 12 ms a slice, 5 ms a batch: three batches, then the next slice is posted.
    expect(written).toEqual([['a'], ['b'], ['c']]);
    expect(done()).toBe(0);
    expect(stream.done).toBe(false);
    time.runTask();
    expect(written).toEqual([['a'], ['b'], ['c'], ['d']]);
    expect(done()).toBe(1);
    expect(stream.done).toBe(true);
    expect(time.pendingTasks()).toBe(0);
  });

  it('drops the views of ids the shell wrote or removed meanwhile', () => {
    const { stream, time, written } = streamOf([batch('a', 'b'), batch('c')]);
    stream.touched('b');
    stream.touched('c');
    stream.start();
    time.runFrame();
    time.runTask();
    expect(written).toEqual([['a'], []]);
  });

  it('stops for good when cancelled, without calling done', () => {
    const { stream, time, written, done } = streamOf([batch('a'), batch('b'), batch('c'), batch('d')], 5);
    stream.start();
    time.runFrame();
    time.runTask();
    stream.cancel();
    expect(time.pendingTasks()).toBe(0);
    stream.start();
    time.runFrame();
    expect(written).toHaveLength(3);
    expect(done()).toBe(0);
    expect(stream.done).toBe(true);
  });
});
