import { describe, expect, it } from 'vitest';
import { system, TOUCH_TARGET } from './system';

/** The parts a finger hits, per slot recipe; each must grow to TOUCH_TARGET on a coarse pointer. */
const TOUCH_PARTS = {
  checkbox: 'root',
  switch: 'root',
  radioGroup: 'item',
  select: 'trigger',
  nativeSelect: 'field',
  menu: 'item',
} as const;

describe('the theme on touch screens', () => {
  it.each(Object.entries(TOUCH_PARTS))('grows the %s recipe to the touch target', (name, slot) => {
    const recipe = system.getSlotRecipe(name) as { base?: Record<string, Record<string, unknown>> };
    expect(recipe.base?.[slot]?.['@media (pointer: coarse)']).toMatchObject({ minH: TOUCH_TARGET });
  });
});
