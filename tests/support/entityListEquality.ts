/**
 * Tests compare a map's node and connection lists (`EntityList`) by their entries, with each other or
 * with plain arrays: `expect(map.nodes).toEqual([node])`. Loaded by every vitest project (vite.config.ts).
 */
import { expect } from 'vitest';
import { EntityList } from '../../src/model/map/entityList';

expect.addEqualityTesters([
  function entityListEquality(a: unknown, b: unknown, customTesters) {
    if (!(a instanceof EntityList) && !(b instanceof EntityList)) return undefined;
    const entries = (value: unknown) => (value instanceof EntityList ? value.toArray() : value);
    return this.equals(entries(a), entries(b), customTesters);
  },
]);
