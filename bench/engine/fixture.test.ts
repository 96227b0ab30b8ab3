import { describe, expect, it } from 'vitest';
import { generateFixture } from './fixture';

describe('generateFixture', () => {
  it('is deterministic, with 1.5 connections a node between existing nodes', () => {
    const fixture = generateFixture(1000);
    expect(generateFixture(1000)).toEqual(fixture);
    expect(fixture.nodes).toHaveLength(1000);
    expect(fixture.edges).toHaveLength(1500);
    const ids = new Set(fixture.nodes.map((node) => node.id));
    expect(
      fixture.edges.every((edge) => ids.has(edge.from) && ids.has(edge.to) && edge.from !== edge.to),
    ).toBe(true);
    expect(fixture.nodes.every((node) => node.w === 160 && node.h === 60)).toBe(true);
  });
});
