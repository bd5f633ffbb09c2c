// /app's Chakra system carries the recipes of exactly the components the app draws: every recipe is
// JavaScript each /app route loads (issue 27), and a component without its recipe renders unstyled.
import { describe, expect, it } from 'vitest';
import { system } from '../shared/theme/chakra-system';
import { appSystem } from './app-theme';

/**
 * The recipes each name the app imports from `@chakra-ui/react` draws with (Chakra's
 * `components/<name>`: its own recipe key and those of the components it renders, e.g. Checkbox's
 * indicator is Chakra's Checkmark, Field's error icon Chakra's Icon). A name that is not a component
 * (a provider, a function, a layout primitive without a recipe) needs none. Chakra's theme has no
 * pagination recipe: Pagination draws with its buttons' (IconButton).
 */
const RECIPES: Record<string, readonly string[]> = {
  Alert: ['alert', 'icon'],
  Avatar: ['avatar'],
  Badge: ['badge'],
  // The tickets table's status badge: plain markup styled by the badge recipe (tickets-table.tsx).
  useRecipe: ['badge'],
  Box: [],
  Breadcrumb: ['breadcrumb', 'icon'],
  Button: ['button', 'spinner'],
  ButtonGroup: ['button'],
  Card: ['card'],
  Center: [],
  ChakraProvider: [],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button', 'icon'],
  Code: ['code'],
  DataList: ['dataList'],
  DatePicker: ['button', 'icon'], // its own recipe given in place (IN_PLACE)
  Dialog: ['dialog'],
  Drawer: [], // its recipe given in place (IN_PLACE)
  EmptyState: ['emptyState'],
  Field: ['field', 'icon'],
  Fieldset: ['fieldset'],
  Flex: [],
  Grid: [],
  HStack: [],
  Heading: ['heading'],
  IconButton: ['button'],
  Image: [],
  Input: ['input'],
  Kbd: ['kbd'],
  Link: ['link'],
  List: ['list'],
  LocaleProvider: [],
  NativeSelect: ['nativeSelect', 'icon'],
  Pagination: ['button'],
  Portal: [],
  Progress: ['progress'],
  SimpleGrid: [],
  Skeleton: ['skeleton'],
  Spinner: ['spinner'],
  Stack: [],
  Table: ['table'],
  Tag: ['tag', 'icon'],
  Text: [],
  Textarea: ['textarea'],
  Toast: ['toast', 'icon'],
  Toaster: ['toast'],
  VStack: [],
  VisuallyHidden: [],
  Wrap: [],
  chakra: [],
  createSystem: [],
  createToaster: [],
  defaultBaseConfig: [],
  defineConfig: [],
  parseDate: [],
  useChakraContext: [],
  useLocaleContext: [],
};

/**
 * Components drawn only by code loaded on demand bring their recipe with them (`recipe=` on the
 * root; issue 42): every file that draws one passes it, and the system does not carry it.
 */
const IN_PLACE: Record<string, [key: string, recipe: string]> = {
  DatePicker: ['datePicker', 'datePickerSlotRecipe'],
  Drawer: ['drawer', 'drawerSlotRecipe'],
};

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**', '!../__generated__/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The values (not the types) each source file imports from `@chakra-ui/react`. */
function chakraImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [file, source] of Object.entries(sources)) {
    for (const [, typeOnly, names] of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      if (typeOnly) continue;
      for (const entry of names!.split(',')) {
        const name = entry.trim().split(/\s+as\s+/)[0]!;
        if (!name || name.startsWith('type ')) continue;
        found.set(name, [...(found.get(name) ?? []), file]);
      }
    }
  }
  return found;
}

const recipeKeys = (sys: typeof system) => [...Object.keys(sys._config.theme?.recipes ?? {}), ...Object.keys(sys._config.theme?.slotRecipes ?? {})];

describe("/app's Chakra system", () => {
  it('registers the recipes of the components the app imports and no other', () => {
    const imported = chakraImports();
    expect(imported.get('Button')?.length).toBeGreaterThan(10); // the scan reads the app's sources
    // A name the table does not know: add it with the recipes it draws with (and those to app-theme.ts).
    expect([...imported.keys()].filter((name) => !(name in RECIPES))).toEqual([]);
    const needed = new Set([...imported.keys()].flatMap((name) => RECIPES[name]!));
    const lean = new Set(recipeKeys(system));
    const added = recipeKeys(appSystem).filter((key) => !lean.has(key));
    expect(added.sort()).toEqual([...needed].filter((key) => !lean.has(key)).sort());
    expect([...needed].filter((key) => !appSystem.hasRecipe(key))).toEqual([]);
  });

  it('leaves out the recipes of the components that bring their own, and each of their files gives it', () => {
    const imported = chakraImports();
    for (const [name, [key, recipe]] of Object.entries(IN_PLACE)) {
      expect(appSystem.hasRecipe(key)).toBe(false);
      const files = imported.get(name) ?? [];
      expect(files.length).toBeGreaterThan(0);
      expect(files.filter((file) => !sources[file]!.includes(`recipe={${recipe}}`))).toEqual([]);
    }
  });
});
