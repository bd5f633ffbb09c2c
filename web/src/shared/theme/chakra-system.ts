// The Chakra system: the light theme with the blue accent (spec §1 `light.blue`, the default) and the
// dark theme (the `dark` class on <html>, see shared/theme/color-mode.ts). Built on Chakra's base
// config with the default tokens but only the recipes the app uses: the full `defaultConfig` would
// put every component's styles into a route's JavaScript. `system` is the toasts' (loaded with the
// toaster, notify/toaster-view.tsx); /app's (app/app-theme.ts) adds the screens' recipes to this
// config. The sign-in, reminder and error pages draw without Chakra (shared/ui/plain.css holds the
// styles these recipes gave them). A component whose recipe is in neither renders unstyled — add its
// recipe where it is drawn.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { breakpoints } from 'chakra-theme/breakpoints';
import { globalCss } from 'chakra-theme/global-css';
import { layerStyles } from 'chakra-theme/layer-styles';
import { animationStyles } from 'chakra-theme/motion-styles';
import { alertSlotRecipe } from 'chakra-theme/recipes/alert';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { cardSlotRecipe } from 'chakra-theme/recipes/card';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { inputRecipe } from 'chakra-theme/recipes/input';
import { linkRecipe } from 'chakra-theme/recipes/link';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner';
import { toastSlotRecipe } from 'chakra-theme/recipes/toast';
import { semanticColors } from 'chakra-theme/semantic-tokens/colors';
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows';
import { textStyles } from 'chakra-theme/text-styles';
import { animations } from 'chakra-theme/tokens/animations';
import { aspectRatios } from 'chakra-theme/tokens/aspect-ratios';
import { blurs } from 'chakra-theme/tokens/blurs';
import { borders } from 'chakra-theme/tokens/borders';
import { colors } from 'chakra-theme/tokens/colors';
import { cursor } from 'chakra-theme/tokens/cursor';
import { durations } from 'chakra-theme/tokens/durations';
import { easings } from 'chakra-theme/tokens/easings';
import { fontSizes } from 'chakra-theme/tokens/font-sizes';
import { fontWeights } from 'chakra-theme/tokens/font-weights';
import { fonts } from 'chakra-theme/tokens/fonts';
import { keyframes } from 'chakra-theme/tokens/keyframes';
import { letterSpacings } from 'chakra-theme/tokens/letter-spacing';
import { lineHeights } from 'chakra-theme/tokens/line-heights';
import { radii } from 'chakra-theme/tokens/radius';
import { sizes } from 'chakra-theme/tokens/sizes';
import { spacing } from 'chakra-theme/tokens/spacing';
import { zIndices } from 'chakra-theme/tokens/z-indices';

/**
 * Chakra's toast with text people can read (WCAG AA, 4.5:1): its success and warning backgrounds
 * (green.solid, orange.solid) give white text 3.3:1 and 3.6:1, and the description is dimmed to 0.8.
 * The 700 shades give 5.0:1 and 5.2:1; the description is drawn at full strength.
 */
const toastRecipe = {
  ...toastSlotRecipe,
  base: {
    ...toastSlotRecipe.base,
    root: {
      ...toastSlotRecipe.base?.root,
      '&[data-type=success]': { ...toastSlotRecipe.base?.root?.['&[data-type=success]'], bg: 'green.700' },
      '&[data-type=warning]': { ...toastSlotRecipe.base?.root?.['&[data-type=warning]'], bg: 'orange.700' },
    },
    description: { ...toastSlotRecipe.base?.description, opacity: 1 },
  },
};

// As Chakra's theme index composes them (without importing that index; see vite.config.ts).
const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};
const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };
const cssVarsPrefix = 'chakra';
const cssVarsRoot = ':where(html, .chakra-theme)';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
      toast: toastRecipe,
    },
  },
});

export const appConfig = defineConfig({
  globalCss: {
    html: { colorPalette: 'blue' },
    body: { bg: 'bg.muted', color: 'fg' },
    // Visible focus everywhere (links, custom widgets); Chakra's recipes draw their own rings.
    '*:focus-visible': {
      outlineWidth: '2px',
      outlineStyle: 'solid',
      outlineColor: 'blue.focusRing',
      outlineOffset: '2px',
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: FONT },
        body: { value: FONT },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's red.500 on white is 3.8:1: field errors and other error texts below WCAG AA.
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
      },
    },
    recipes: {
      // Chakra lightens a solid button on hover (solid/90 over the page): white on it falls to 4.4:1.
      // A darker shade keeps the text readable (WCAG AA) while the pointer rests on the button.
      button: {
        variants: {
          variant: {
            solid: { _hover: { bg: 'colorPalette.700' }, _expanded: { bg: 'colorPalette.700' } },
          },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, themeConfig, appConfig);
