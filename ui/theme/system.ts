import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** The app's Chakra UI theme: brand colours over Chakra's defaults. */
const config = defineConfig({
  theme: {
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
