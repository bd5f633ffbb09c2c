// The dialog of the keys of the tickets list and of the review queue, loaded the first time '?' opens
// it (queue-keys-help.tsx).
import { HStack, Kbd, Stack, Table } from '@chakra-ui/react';
import { TitledDialog } from '../../shared/ui/titled-dialog';
import { useMessages } from '../../shared/i18n/define';
import { useI18n } from '../../shared/i18n/i18n';
import { directionOf } from '../../shared/i18n/language';
import { queueArrows, setHelpOpen, useHelpOpen } from './queue-keys';
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
export function QueueKeysDialog() {
  const t = useMessages(queueMessages);
  const arrows = queueArrows(directionOf(useI18n().language));
  const open = useHelpOpen();
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
    <TitledDialog open={open} onOpenChange={(event) => setHelpOpen(event.open)} size="md" title={t.keysTitle} closeLabel={t.close}>
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
    </TitledDialog>
  );
}
