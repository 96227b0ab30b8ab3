import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIDE_NORMALS, type Side } from './anchors';
import { ELBOW_CORNER_RADIUS, ELBOW_MIN_OFFSET, elbowCommands, elbowLeg, elbowRoute } from './elbow';
import { box } from './vector';

const sides: Side[] = ['left', 'top', 'right', 'bottom'];

describe('elbow legs', () => {
  it('goes round the back of the source when the target is behind it', () => {
    const source = box(0, 0, 160, 60);
    const target = box(-300, 20, 160, 60);
    const points = elbowLeg(
      { x: 160, y: 30, dir: SIDE_NORMALS.right },
      { x: -300, y: 50, dir: SIDE_NORMALS.left },
      [source, target],
    );
    expect(points).toEqual([
      { x: 160, y: 30 },
      { x: 185, y: 30 },
      { x: 185, y: -25 },
      { x: -325, y: -25 },
      { x: -325, y: 50 },
      { x: -300, y: 50 },
    ]);
  });

  it('does not turn back on the direction it arrived from at a waypoint', () => {
    const points = elbowLeg({ x: 0, y: 0 }, { x: -100, y: 50 }, [], { x: 1, y: 0 });
    expect(points).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 50 },
      { x: -100, y: 50 },
    ]);
  });

  it('merges legs that continue straight through a waypoint', () => {
    const points = elbowRoute(
      [
        { x: 0, y: 0, dir: SIDE_NORMALS.right },
        { x: 100, y: 0 },
        { x: 200, y: 0, dir: SIDE_NORMALS.left },
      ],
      [],
    );
    expect(points).toEqual([
      { x: 0, y: 0 },
      { x: 200, y: 0 },
    ]);
  });

  it('is orthogonal and leaves and enters each side by the minimum offset, for any ends', () => {
    // Small coordinates make coinciding and overlapping offset points likely.
    const coordinate = fc.integer({ min: -60, max: 60 });
    fc.assert(
      fc.property(
        coordinate,
        coordinate,
        coordinate,
        coordinate,
        fc.constantFrom(...sides),
        fc.constantFrom(...sides),
        (x1, y1, x2, y2, s1, s2) => {
          const out = SIDE_NORMALS[s1];
          const into = SIDE_NORMALS[s2];
          const points = elbowRoute(
            [
              { x: x1, y: y1, dir: out },
              { x: x2, y: y2, dir: into },
            ],
            [],
          );
          const orthogonal = points.every(
            (p, i) => i === 0 || p.x === points[i - 1]?.x || p.y === points[i - 1]?.y,
          );
          if (points.length < 2) return x1 === x2 && y1 === y2;
          const [a, b] = points as [{ x: number; y: number }, { x: number; y: number }];
          const [y, z] = points.slice(-2) as [{ x: number; y: number }, { x: number; y: number }];
          const firstOut = (b.x - a.x) * out.x + (b.y - a.y) * out.y;
          const lastIn = (y.x - z.x) * into.x + (y.y - z.y) * into.y;
          // Where the two offsets meet head on (aligned facing ends) one straight segment serves both.
          return orthogonal && firstOut >= ELBOW_MIN_OFFSET && lastIn >= ELBOW_MIN_OFFSET;
        },
      ),
    );
  });
});

describe('rounded corners', () => {
  it('rounds each corner with the corner radius', () => {
    expect(
      elbowCommands([
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 100, y: 100 },
      ]),
    ).toEqual([
      { kind: 'move', x: 0, y: 0 },
      { kind: 'line', x: 100 - ELBOW_CORNER_RADIUS, y: 0 },
      { kind: 'quadratic', cx: 100, cy: 0, x: 100, y: ELBOW_CORNER_RADIUS },
      { kind: 'line', x: 100, y: 100 },
    ]);
  });

  it('never rounds more than half a segment', () => {
    const commands = elbowCommands([
      { x: 0, y: 0 },
      { x: 8, y: 0 },
      { x: 8, y: 100 },
    ]);
    expect(commands[1]).toEqual({ kind: 'line', x: 4, y: 0 });
    expect(commands[2]).toEqual({ kind: 'quadratic', cx: 8, cy: 0, x: 8, y: 4 });
  });

  it('draws nothing for no points', () => {
    expect(elbowCommands([])).toEqual([]);
  });
});
