// The Chakra system of /app: the lean system (shared/theme/chakra-system.ts) plus the recipes the
// screens use, loaded with the /app shell's chunk and provided by a nested ChakraProvider, so
// screens use any of these components without adding a byte to the sign-in route. Recipes are
// imported module by module (`chakra-theme/…`, see vite.config.ts): Chakra's theme index or
// `defaultConfig` would pull every recipe into the entry chunk.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { checkmarkRecipe } from 'chakra-theme/recipes/checkmark';
import { separatorRecipe } from 'chakra-theme/recipes/separator';
import { skeletonRecipe } from 'chakra-theme/recipes/skeleton';
import { textareaRecipe } from 'chakra-theme/recipes/textarea';
import { avatarSlotRecipe } from 'chakra-theme/recipes/avatar';
import { breadcrumbSlotRecipe } from 'chakra-theme/recipes/breadcrumb';
import { dataListSlotRecipe } from 'chakra-theme/recipes/data-list';
import { dialogSlotRecipe } from 'chakra-theme/recipes/dialog';
import { drawerSlotRecipe } from 'chakra-theme/recipes/drawer';
import { emptyStateSlotRecipe } from 'chakra-theme/recipes/empty-state';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { accordionSlotRecipe } from 'chakra-theme/recipes/accordion';
import { blockquoteSlotRecipe } from 'chakra-theme/recipes/blockquote';
import { checkboxCardSlotRecipe } from 'chakra-theme/recipes/checkbox-card';
import { checkboxSlotRecipe } from 'chakra-theme/recipes/checkbox';
import { codeRecipe } from 'chakra-theme/recipes/code';
import { collapsibleSlotRecipe } from 'chakra-theme/recipes/collapsible';
import { comboboxSlotRecipe } from 'chakra-theme/recipes/combobox';
import { containerRecipe } from 'chakra-theme/recipes/container';
import { datePickerSlotRecipe } from 'chakra-theme/recipes/date-picker';
import { editableSlotRecipe } from 'chakra-theme/recipes/editable';
import { fieldsetSlotRecipe } from 'chakra-theme/recipes/fieldset';
import { fileUploadSlotRecipe } from 'chakra-theme/recipes/file-upload';
import { hoverCardSlotRecipe } from 'chakra-theme/recipes/hover-card';
import { iconRecipe } from 'chakra-theme/recipes/icon';
import { inputAddonRecipe } from 'chakra-theme/recipes/input-addon';
import { kbdRecipe } from 'chakra-theme/recipes/kbd';
import { listboxSlotRecipe } from 'chakra-theme/recipes/listbox';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import { markRecipe } from 'chakra-theme/recipes/mark';
import { menuSlotRecipe } from 'chakra-theme/recipes/menu';
import { numberInputSlotRecipe } from 'chakra-theme/recipes/number-input';
import { popoverSlotRecipe } from 'chakra-theme/recipes/popover';
import { progressCircleSlotRecipe } from 'chakra-theme/recipes/progress-circle';
import { progressSlotRecipe } from 'chakra-theme/recipes/progress';
import { radioCardSlotRecipe } from 'chakra-theme/recipes/radio-card';
import { radioGroupSlotRecipe } from 'chakra-theme/recipes/radio-group';
import { radiomarkRecipe } from 'chakra-theme/recipes/radiomark';
import { scrollAreaSlotRecipe } from 'chakra-theme/recipes/scroll-area';
import { segmentGroupSlotRecipe } from 'chakra-theme/recipes/segment-group';
import { selectSlotRecipe } from 'chakra-theme/recipes/select';
import { sliderSlotRecipe } from 'chakra-theme/recipes/slider';
import { statSlotRecipe } from 'chakra-theme/recipes/stat';
import { statusSlotRecipe } from 'chakra-theme/recipes/status';
import { stepsSlotRecipe } from 'chakra-theme/recipes/steps';
import { switchSlotRecipe } from 'chakra-theme/recipes/switch';
import { tabsSlotRecipe } from 'chakra-theme/recipes/tabs';
import { tagSlotRecipe } from 'chakra-theme/recipes/tag';
import { tagsInputSlotRecipe } from 'chakra-theme/recipes/tags-input';
import { timelineSlotRecipe } from 'chakra-theme/recipes/timeline';
import { tooltipSlotRecipe } from 'chakra-theme/recipes/tooltip';
import { appConfig, themeConfig } from '../shared/theme/chakra-system';

const screensConfig = defineConfig({
  theme: {
    recipes: {
      badge: badgeRecipe,
      checkmark: checkmarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      textarea: textareaRecipe,
      code: codeRecipe,
      container: containerRecipe,
      icon: iconRecipe,
      inputAddon: inputAddonRecipe,
      kbd: kbdRecipe,
      mark: markRecipe,
      radiomark: radiomarkRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
      accordion: accordionSlotRecipe,
      blockquote: blockquoteSlotRecipe,
      checkbox: checkboxSlotRecipe,
      checkboxCard: checkboxCardSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      combobox: comboboxSlotRecipe,
      datePicker: datePickerSlotRecipe,
      editable: editableSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      hoverCard: hoverCardSlotRecipe,
      list: listSlotRecipe,
      listbox: listboxSlotRecipe,
      menu: menuSlotRecipe,
      numberInput: numberInputSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      progressCircle: progressCircleSlotRecipe,
      radioCard: radioCardSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      scrollArea: scrollAreaSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      select: selectSlotRecipe,
      slider: sliderSlotRecipe,
      stat: statSlotRecipe,
      status: statusSlotRecipe,
      steps: stepsSlotRecipe,
      switch: switchSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      tagsInput: tagsInputSlotRecipe,
      timeline: timelineSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

export const appSystem = createSystem(defaultBaseConfig, themeConfig, screensConfig, appConfig);
