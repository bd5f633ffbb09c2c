// A dialog with a title, a body and the close button in its corner (the invite, the saved filters,
// the ticket's editor, the keys of the tickets list): Chakra's parts in the order they all take.
import { CloseButton, Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** `root` goes to Chakra's `Dialog.Root` (open, onOpenChange, size…); `closeLabel` names the close button. */
export function TitledDialog({ title, closeLabel, children, ...root }: Omit<DialogRootProps, 'children'> & { title: ReactNode; closeLabel: string; children: ReactNode }) {
  return (
    <DialogFrame title={title} {...root}>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={closeLabel} />
      </Dialog.CloseTrigger>
    </DialogFrame>
  );
}

/** Chakra's dialog with its backdrop and its header's `title`; `children` are the rest of its content (also the confirmations: `confirm-dialog.tsx`). */
export function DialogFrame({ title, children, ...root }: DialogRootProps & { title: ReactNode }) {
  return (
    <Dialog.Root {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
