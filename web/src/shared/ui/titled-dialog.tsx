// A dialog with a title, a body and the close button in its corner (the invite, the saved filters,
// the ticket's editor, the keys of the tickets list): Chakra's parts in the order they all take.
import { CloseButton, Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** `root` goes to Chakra's `Dialog.Root` (open, onOpenChange, size…); `closeLabel` names the close button. */
export function TitledDialog({ title, closeLabel, children, ...root }: Omit<DialogRootProps, 'children'> & { title: ReactNode; closeLabel: string; children: ReactNode }) {
  return (
    <Dialog.Root {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
