// The button of a screen's saved filters (issue 13): it opens their dialog (`saved-views-dialog.tsx`),
// whose code loads on the button's intent or click (issue 27: a list does not carry it).
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useMessages } from '../i18n/define';
import { onDemand, useOnDemand } from '../ui/on-demand';
import { useMissingCapabilities } from '../upstream/capabilities';
import type * as SavedViewsDialogModule from './saved-views-dialog';
import { savedViewsMessages } from './saved-views-messages';

const dialogCode = onDemand<typeof SavedViewsDialogModule>(() => import('./saved-views-dialog'));

/** The screen's saved filters: a button that opens the list and the save form. */
export function SavedViews({ screen }: { screen: string }) {
  const t = useMessages(savedViewsMessages);
  const dialog = useOnDemand(dialogCode);
  const [open, setOpen] = useState(false);
  const SavedViewsDialog = dialog.module?.SavedViewsDialog;
  // Hidden where the API keeps no saved views (issue 24).
  if (useMissingCapabilities().has('SAVED_VIEWS')) return null;
  return (
    <>
      <Button variant="outline" {...dialog.trigger(() => setOpen(true))} loadingText={t.button}>
        {t.button}
      </Button>
      {SavedViewsDialog && <SavedViewsDialog screen={screen} open={open} setOpen={setOpen} />}
    </>
  );
}
