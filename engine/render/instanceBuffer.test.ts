import { describe, expect, it } from 'vitest';
import { InstanceBuffer, packColour, parseHexColour } from './instanceBuffer';

describe('InstanceBuffer', () => {
  it('adds records at the end, reuses an id slot and grows by doubling', () => {
    const buffer = new InstanceBuffer(2, 1);
    expect(buffer.slot('a')).toBe(0);
    expect(buffer.slot('b')).toBe(2);
    expect(buffer.slot('a')).toBe(0);
    buffer.floats[2] = 7;
    buffer.slot('c');
    expect(buffer.capacity).toBe(4);
    expect(buffer.floats[2]).toBe(7);
    expect(buffer.count).toBe(3);
  });

  it('keeps records dense: removal moves the last record into the hole', () => {
    const buffer = new InstanceBuffer(1);
    for (const [id, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      buffer.floats[buffer.slot(id)] = value;
    buffer.dirty = false;
    buffer.remove('a');
    expect(buffer.count).toBe(2);
    expect([...buffer.floats.slice(0, 2)]).toEqual([3, 2]);
    expect(buffer.slot('c')).toBe(0);
    expect(buffer.dirty).toBe(true);
    buffer.remove('missing');
    expect(buffer.count).toBe(2);
  });
});

describe('colours', () => {
  it('packs RGBA bytes little-endian and parses 6-digit hex', () => {
    const words = new Uint32Array([packColour(0x112233, 1)]);
    expect([...new Uint8Array(words.buffer)]).toEqual([0x11, 0x22, 0x33, 0xff]);
    expect(parseHexColour('#a0b0c0', 0)).toBe(0xa0b0c0);
    expect(parseHexColour('red', 5)).toBe(5);
  });
});
