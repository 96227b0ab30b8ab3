import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import {
  checkboxAnatomy,
  menuAnatomy,
  nativeSelectAnatomy,
  radioGroupAnatomy,
  selectAnatomy,
  switchAnatomy,
} from '@chakra-ui/react/anatomy';

/** Touch screens (a finger, not a mouse): every control is at least this big (WCAG 2.5.5, Apple's HIG). */
export const TOUCH_TARGET = '44px';
const COARSE_POINTER = '@media (pointer: coarse)';
const touchSize = { [COARSE_POINTER]: { minH: TOUCH_TARGET, minW: TOUCH_TARGET } } as const;
const touchHeight = { [COARSE_POINTER]: { minH: TOUCH_TARGET } } as const;
/**
 * A checkbox, radio or switch is a label round a small mark: the label (mark and words) is what a finger
 * hits, so it grows to the target, the mark centred in it; one without words is still 44 px square.
 */
const touchHitArea = {
  [COARSE_POINTER]: { minH: TOUCH_TARGET, minW: TOUCH_TARGET, alignItems: 'center' },
} as const;

/**
 * The app's Chakra UI theme (ui/theme/GUIDE.md): brand colours over Chakra's defaults, in light and dark
 * mode, and controls grown to a finger's size on touch screens, here once rather than on each screen.
 */
const config = defineConfig({
  theme: {
    recipes: {
      // Every size of button, icon button and close button; menus' items and fields below.
      button: { base: touchSize },
      input: { base: touchHeight },
    },
    slotRecipes: {
      // Merged into Chakra's own slot recipes; the slots are theirs, restated as the type asks.
      menu: { slots: menuAnatomy.keys(), base: { item: touchHeight } },
      nativeSelect: { slots: nativeSelectAnatomy.keys(), base: { field: touchHeight } },
      select: { slots: selectAnatomy.keys(), base: { trigger: touchHeight, item: touchHeight } },
      checkbox: { slots: checkboxAnatomy.keys(), base: { root: touchHitArea } },
      radioGroup: { slots: radioGroupAnatomy.keys(), base: { item: touchHitArea } },
      switch: { slots: switchAnatomy.keys(), base: { root: touchHitArea } },
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f4ec' },
          100: { value: '#c6e4d0' },
          200: { value: '#9fd3b1' },
          300: { value: '#74c191' },
          400: { value: '#4fb077' },
          500: { value: '#2e9d5b' },
          600: { value: '#25844c' },
          700: { value: '#1c693c' },
          800: { value: '#134e2c' },
          900: { value: '#0a331c' },
        },
      },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          // White text on it passes WCAG AA (4.7:1) in both modes; brand.500 on white did not (3.4:1).
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          // Text and quiet surfaces swap ends of the scale in dark mode, as Chakra's own palettes do.
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.800}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.700}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
