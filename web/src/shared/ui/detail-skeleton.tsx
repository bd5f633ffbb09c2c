// What a record's page shows while its route query is read (issue 25: opening the next ticket of the
// queue, a person, a place): the shape of its cards, not an empty page or a bare word.
import { Card, Grid, Skeleton, Stack } from '@chakra-ui/react';
import { useMessages } from '../i18n/define';
import { sharedMessages } from '../i18n/shared-messages';

function SkeletonCard({ lines }: { lines: number }) {
  return (
    <Card.Root borderRadius="l3" size="sm">
      <Card.Body>
        <Stack gap="3">
          <Skeleton height="6" width="40%" />
          {Array.from({ length: lines }, (_, i) => (
            <Skeleton key={i} height="4" width={i % 2 ? '70%' : '90%'} />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Two columns of card outlines on wide screens, one on narrow ones; `aria-busy` for tests and readers. */
export function DetailSkeleton() {
  const t = useMessages(sharedMessages);
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', '2xl': 'minmax(0, 3fr) minmax(0, 2fr)' }}
      gap="4"
      alignItems="start"
      aria-busy="true"
      aria-label={t.list.loading}
      data-testid="detail-loading"
    >
      <Stack gap="4">
        <SkeletonCard lines={4} />
        <SkeletonCard lines={3} />
      </Stack>
      <SkeletonCard lines={5} />
    </Grid>
  );
}
