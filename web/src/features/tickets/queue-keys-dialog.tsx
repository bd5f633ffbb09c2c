// The keys' dialog of the tickets list and the review queue (queue-keys-help.tsx): loaded when '?'
// first opens it, with Chakra's dialog machine (issue 42: not on the routes' first paint).
import { CloseButton, Dialog, HStack, Kbd, Portal, Stack, Table } from '@chakra-ui/react';
import { useMessages } from '../../shared/i18n/define';
import { queueMessages } from './queue-messages';

function Keys({ keys }: { keys: string[] }) {
  return (
    <HStack gap="1" wrap="wrap">
      {keys.map((key) => (
        <Kbd key={key}>{key}</Kbd>
      ))}
    </HStack>
  );
}

/** The keys of the list and of the queue ('?' opens it on both). */
export function QueueKeysDialog({ open, onOpenChange, arrows }: { open: boolean; onOpenChange: (open: boolean) => void; arrows: { nextSign: string; previousSign: string } }) {
  const t = useMessages(queueMessages);
  const sections: Array<[string, Array<[string[], string]>]> = [
    [
      t.onTicket,
      [
        [['J', arrows.nextSign], t.help.next],
        [['K', arrows.previousSign], t.help.previous],
        [['S'], t.help.score],
        [['R'], t.help.reject],
        [['P'], t.help.process],
        [['E'], t.help.edit],
        [['L'], t.help.list],
        [['?'], t.help.keys],
      ],
    ],
    [
      t.onList,
      [
        [['J', '↓'], t.help.rowNext],
        [['K', '↑'], t.help.rowPrevious],
        [['Enter'], t.help.open],
      ],
    ],
  ];
  return (
    <Dialog.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.keysTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {sections.map(([title, rows]) => (
                  <Table.Root key={title} size="sm" aria-label={title}>
                    <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="1">
                      {title}
                    </Table.Caption>
                    <Table.Body>
                      {rows.map(([keys, text]) => (
                        <Table.Row key={text}>
                          <Table.Cell w="28">
                            <Keys keys={keys} />
                          </Table.Cell>
                          <Table.Cell>{text}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
