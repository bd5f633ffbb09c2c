// The light theme with a blue accent (spec §1: default theme light.blue).
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'blue', colorScheme: 'light' },
    body: { bg: 'bg.muted', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
