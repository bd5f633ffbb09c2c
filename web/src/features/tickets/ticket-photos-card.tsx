// The ticket page's photos card: thumbnails chosen by the shown width (spec §9), each opening the full size.
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Image, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { graphql } from '../../__generated__';
import { useMessages } from '../../shared/i18n/define';
import { ticketMessages } from './ticket-messages';
import { Section } from './ticket-section';

export const TicketPhotosFragmentDoc = graphql(`
  fragment TicketPhotosCard_ticket on Ticket {
    id
    photos {
      path
      url
      mime
      thumb(width: 500)
    }
  }
`);

export function PhotosCard({ ticket: ref }: { ticket: FragmentType<typeof TicketPhotosFragmentDoc> }) {
  const t = useMessages(ticketMessages);
  const { data: ticket, complete } = useFragment({ fragment: TicketPhotosFragmentDoc, from: ref });
  if (!complete) return null;
  return (
    <Section title={t.sections.photos}>
      {ticket.photos.length === 0 ? (
        <Text color="fg.muted">{t.noPhotos}</Text>
      ) : (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {ticket.photos.map((photo, index) => (
            // Thumbnails chosen by the shown width (spec §9); the link opens the full size.
            <Link key={photo.path} href={photo.url} target="_blank" rel="noopener" aria-label={t.photo(index + 1)}>
              <Image src={photo.thumb} alt={t.photo(index + 1)} borderRadius="l2" borderWidth="1px" objectFit="cover" aspectRatio="3/4" w="full" />
            </Link>
          ))}
        </SimpleGrid>
      )}
    </Section>
  );
}
