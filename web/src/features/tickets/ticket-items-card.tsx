// The ticket page's lines card: each line with its price, units, sum and matched product.
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { EMPTY, formatMoney, formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { ticketMessages } from './ticket-messages';
import { TableSection } from './ticket-section';

export const TicketItemsFragmentDoc = graphql(`
  fragment TicketItemsCard_ticket on Ticket {
    id
    items {
      name
      price
      quantity
      sum
      productId
      product {
        id
        title
      }
    }
  }
`);

export function ItemsCard({ ticket: ref }: { ticket: FragmentType<typeof TicketItemsFragmentDoc> }) {
  const t = useMessages(ticketMessages);
  const { data: ticket, complete } = useFragment({ fragment: TicketItemsFragmentDoc, from: ref });
  if (!complete) return null;
  return (
    <TableSection
      title={t.sections.items}
      columns={[
        { header: t.items.name },
        { header: t.items.price, end: true },
        { header: t.items.quantity, end: true },
        { header: t.items.sum, end: true },
        { header: t.items.product },
      ]}
      instead={ticket.items.length === 0 && <Text color="fg.muted">{t.noItems}</Text>}
    >
      {ticket.items.map((item, index) => (
        <Table.Row key={index}>
          <Table.Cell minW="48">{item.name}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {formatMoney(item.price)}
          </Table.Cell>
          <Table.Cell textAlign="end">{formatNumber(item.quantity)}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {formatMoney(item.sum)}
          </Table.Cell>
          <Table.Cell>
            {item.product ? (
              <Link asChild color="blue.fg">
                <RouterLink to={to(paths.product, { id: item.product.id })}>{item.product.title}</RouterLink>
              </Link>
            ) : (
              EMPTY
            )}
          </Table.Cell>
        </Table.Row>
      ))}
    </TableSection>
  );
}
