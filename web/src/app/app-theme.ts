// The Chakra system of /app: the lean system (shared/theme/chakra-system.ts) plus the recipes of the
// components the screens draw, loaded with the /app shell's chunk and provided by a nested
// ChakraProvider, so the sign-in route carries none of them. Only the recipes of components the app
// uses (each recipe is JavaScript every /app route loads; app-theme.test.ts keeps this list equal to
// what the app's Chakra imports need): a component whose recipe is missing renders unstyled, so a
// screen that starts to use one adds its recipe here (and to APP_RECIPES in the test), or, for a
// component only drawn by code loaded on demand, gives it in place (`recipe=`: the date picker, the
// phones' menu drawer; issue 42). Recipes are
// imported module by module (`chakra-theme/…`, see vite.config.ts): Chakra's theme index or
// `defaultConfig` would pull every recipe into the entry chunk.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { checkmarkRecipe } from 'chakra-theme/recipes/checkmark';
import { codeRecipe } from 'chakra-theme/recipes/code';
import { iconRecipe } from 'chakra-theme/recipes/icon';
import { kbdRecipe } from 'chakra-theme/recipes/kbd';
import { skeletonRecipe } from 'chakra-theme/recipes/skeleton';
import { textareaRecipe } from 'chakra-theme/recipes/textarea';
import { breadcrumbSlotRecipe } from 'chakra-theme/recipes/breadcrumb';
import { checkboxSlotRecipe } from 'chakra-theme/recipes/checkbox';
import { dataListSlotRecipe } from 'chakra-theme/recipes/data-list';
import { dialogSlotRecipe } from 'chakra-theme/recipes/dialog';
import { emptyStateSlotRecipe } from 'chakra-theme/recipes/empty-state';
import { fieldsetSlotRecipe } from 'chakra-theme/recipes/fieldset';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
import { progressSlotRecipe } from 'chakra-theme/recipes/progress';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { tagSlotRecipe } from 'chakra-theme/recipes/tag';
import { appConfig, themeConfig } from '../shared/theme/chakra-system';

/**
 * Dialogs keep below the toasts shown at the top (`--toast-room`, measured by
 * notify/toaster-view.tsx): a toast over an open dialog would hide its title, close button and fields.
 * The content moves down while a toast is shown and back after it (a scrolling dialog gets shorter); a
 * dialog at the top counts its own top margin (4rem) as part of that room.
 */
const belowToasts = (room: string) => ({ paddingTop: room, transition: 'padding-top 0.2s ease-out' });
const dialogRecipe = {
  ...dialogSlotRecipe,
  base: { ...dialogSlotRecipe.base, positioner: { ...dialogSlotRecipe.base?.positioner, ...belowToasts('var(--toast-room, 0px)') } },
  variants: {
    ...dialogSlotRecipe.variants,
    placement: {
      ...dialogSlotRecipe.variants?.placement,
      top: {
        ...dialogSlotRecipe.variants?.placement?.top,
        positioner: { ...dialogSlotRecipe.variants?.placement?.top?.positioner, ...belowToasts('max(0px, calc(var(--toast-room, 0px) - 4rem))') },
      },
    },
  },
};

const screensConfig = defineConfig({
  theme: {
    recipes: {
      badge: badgeRecipe,
      checkmark: checkmarkRecipe, // Checkbox.Indicator draws Chakra's Checkmark
      code: codeRecipe,
      icon: iconRecipe, // Chakra's own icons (alert, field, tag, breadcrumb, native select, date picker)
      kbd: kbdRecipe,
      skeleton: skeletonRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      breadcrumb: breadcrumbSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogRecipe,
      emptyState: emptyStateSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
    },
  },
});

export const appSystem = createSystem(defaultBaseConfig, themeConfig, screensConfig, appConfig);
