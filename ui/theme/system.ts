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
          // White text on it passes WCAG AA (4.7:1); brand.500 on white did not (3.4:1).
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
