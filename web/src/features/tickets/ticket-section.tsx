// The ticket page's card frame and its label–value rows, shared by every card of the page.
import { Card, DataList, Heading, HStack, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EMPTY, formatDate, formatDateTimeWithYear } from '../../shared/format';

export const dateTime = (value: string | null | undefined) => (value ? formatDateTimeWithYear(value) : EMPTY);
export const date = (value: string | null | undefined) => (value ? formatDate(value) : EMPTY);

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card.Root borderRadius="l3" size="sm">
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions}
        </HStack>
      </Card.Header>
      {/* Actions may wrap under the title (a phone, a tablet): the rows keep a gap below them. */}
      <Card.Body pt={actions ? '3' : '0'}>{children}</Card.Body>
    </Card.Root>
  );
}

export function Fields({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel w={{ base: '32', md: '40' }} flexShrink="0">
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue minW="0" wordBreak="break-word">
            {value === null || value === undefined || value === '' ? EMPTY : value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/**
 * A card of rows (the lines, the accruals): `instead` (none, or not offered) when it is given, else the
 * table, which scrolls sideways on a phone, focusable so that the keyboard can scroll it too.
 */
export function TableSection({ title, columns, instead, children }: { title: string; columns: Array<{ header: string; end?: boolean }>; instead: ReactNode; children: ReactNode }) {
  return (
    <Section title={title}>
      {instead || (
        <Table.ScrollArea tabIndex={0} role="region" aria-label={title}>
          <Table.Root size="sm" aria-label={title}>
            <Table.Header>
              <Table.Row>
                {columns.map(({ header, end }) => (
                  <Table.ColumnHeader key={header} textAlign={end ? 'end' : undefined}>
                    {header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>{children}</Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Section>
  );
}
