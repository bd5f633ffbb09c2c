// A person's page (spec §2, §3, §6): `regional-manager/{id}`, `sales-man/{id}`, `vendor/{id}` and the
// same within a place (`place/{placeId}/vendor/{vendorId}`, …). The profile with the editable fields
// of spec §6 ('Пользователь обновлен' / 'Ошибка обновления'; blocking asks first), the person's
// score, the places assigned and not assigned side by side, a vendor's tickets and, for
// administrators, the device command box. A person that does not exist opens /404.
import { useQuery } from '@apollo/client/react';
import { Card, Center, DataList, Grid, Heading, HStack, Image, Link, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { LiveChangeNote, useRecordChanges } from '../../shared/live/record-changes';
import { ErrorCode, hasErrorCode } from '../../shared/apollo/errors';
import { formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { useSessionUser } from '../../shared/session/session-context';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { optionLabel } from '../../shared/ui/search-select';
import type { Crumb } from '../../shared/ui/breadcrumbs';
import { usePageCrumbs } from '../../shared/ui/page-crumbs';
import { roleLabel, userDisplayName } from '../../shared/users';
import { DeviceCommand, useDeviceCount } from './device-command';
import { UserStatusBadge } from './user-status-badge';
import { AuditHistory, HistoryOnDemand } from '../../shared/ui/history-on-demand';
import { peopleMessages } from './messages';
import { PersonAvatar, PersonFacts, PersonForm } from './person-form';
import { personHistoryMessages } from './person-history-messages';
import { VendorTickets } from './person-tickets';
import { PlacesOfUser } from './places-of-user';
import type { PersonRole } from './roles';
import { DetailSkeleton } from '../../shared/ui/detail-skeleton';

// The person's own fields the page shows (issue 28): the route query and the live subscription spread
// it, so a field added here reaches both. The cities (a vendor's are not shown) stay beside it.
graphql(`
  fragment PersonPage_user on User {
    ...UserCard @unmask
    middleName
    avatar {
      url
      thumb(width: 200)
    }
    cityIds
    placeId
    score
    pendingScore
    can {
      update
      assignPlaces
    }
    updatedAt
  }
`);

/** Issue 25: the person as changed elsewhere, into the fields the page reads. */
const PersonLiveSubscription = graphql(`
  subscription PersonLive($id: Int!) {
    recordChanged(model: USER, id: $id) {
      actorId
      actorName
      at
      record {
        ... on User {
          ...PersonPage_user
        }
      }
    }
  }
`);

const PersonRouteQueryDoc = graphql(`
  query PersonRoute($id: Int!, $withTickets: Boolean!, $withCities: Boolean!) {
    user(id: $id) {
      ...PersonPage_user @unmask
      cities @include(if: $withCities) {
        id
        title
      }
    }
    tickets(where: { userId: { eq: $id } }, pageSize: 12, orderBy: [{ field: dateTime, direction: DESC }]) @include(if: $withTickets) {
      items {
        ...PersonTickets_ticket @unmask
      }
    }
  }
`);

/** The person's id from any of the routes that open this page. */
function usePersonId(): { id: number; placeId: number | null } {
  const params = useParams();
  const raw = params.id ?? params.vendorId ?? params.salesManId ?? params.regionalManagerId ?? '';
  return {
    id: Number(raw),
    placeId: params.placeId ? Number(params.placeId) : null,
  };
}

const PersonHistoryQuery = graphql(`
  query PersonHistory($id: Int!) {
    user(id: $id) {
      id
      history(pageSize: 50) {
        items {
          ...AuditHistory_entry @unmask
        }
      }
    }
  }
`);

/**
 * The title of the place a person's page was opened within (place/:placeId/vendor/:vendorId…), for
 * the header's crumbs: from the cache when the place's page was seen (the same `place(id)` field),
 * else asked for beside the route query, not after it. A failure leaves the role's word instead.
 */
const PersonCrumbPlaceQuery = graphql(`
  query PersonCrumbPlace($id: Int!) {
    place(id: $id) {
      id
      title
    }
  }
`);

function usePersonCrumbs(
  person: { id: number; name?: string | null; surname?: string | null; phone?: string | null } | undefined,
  placeId: number | null,
  placeWord: string,
): void {
  const { data } = useQuery(PersonCrumbPlaceQuery, { variables: { id: placeId ?? 0 }, skip: placeId === null, errorPolicy: 'all' });
  let crumbs: Crumb[] | undefined;
  if (person) {
    crumbs = [{ label: userDisplayName(person) }];
    if (placeId !== null) crumbs.unshift({ label: data?.place ? optionLabel(data.place.title) : placeWord, to: to(paths.place, { id: placeId }) });
  }
  usePageCrumbs(crumbs);
}

/** The person's 'История', read once asked for; the profile's updates (which select it) keep it current. */
function PersonHistory({ id }: { id: number }) {
  const historyT = useMessages(personHistoryMessages);
  const { data } = useQuery(PersonHistoryQuery, { variables: { id } });
  return data?.user ? <AuditHistory entries={data.user.history.items} format={{ label: (field) => historyT.fields[field], order: Object.keys(historyT.fields) }} /> : null;
}

export function PersonPage({ role }: { role: PersonRole }) {
  const t = useMessages(peopleMessages);
  const viewer = useSessionUser();
  const navigate = useNavigate();
  const { id, placeId } = usePersonId();
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error, refetch } = useQuery(PersonRouteQueryDoc, {
    // A person's page stays within 10 REST calls (gateway/test/people-screens.test.ts): a vendor's cities are not shown, its tickets come
    // without a total, its history is read when asked for.
    variables: {
      id,
      withTickets: role === 'vendor',
      withCities: role !== 'vendor',
    },
    skip: !valid,
  });
  const change = useRecordChanges(PersonLiveSubscription, id, !valid);
  // The panels' own requests go with the person's, not after it (issue 27: one round of requests).
  const devices = useDeviceCount(id, !valid || !viewer?.rights?.commandDevices);

  const missing = !valid || (error && hasErrorCode(error, ErrorCode.NotFound));
  useEffect(() => {
    if (missing) void navigate(paths.notFound, { replace: true });
  }, [missing, navigate]);
  usePersonCrumbs(data?.user, placeId, t.single.place);

  if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} retrying={loading} />;
  // The places of the person are the same element, loading or not (its key keeps it mounted when the
  // person comes): mounted at once, their request goes beside the person's, and is not made again.
  const places = valid ? (
    <PlacesOfUser
      key="places"
      userId={id}
      role={(data?.user.roleName as PersonRole | null | undefined) ?? role}
      personPath={role}
      editable={data?.user.can.assignPlaces ?? false}
      mainPlaceId={data?.user.placeId}
    />
  ) : null;
  if (!data)
    return (
      <Stack gap="6">
        <DetailSkeleton />
        {places}
      </Stack>
    );

  const person = data.user;
  const editable = person.can.update;
  return (
    <Stack gap="6">
      {placeId !== null && (
        <Link asChild alignSelf="start" textStyle="sm">
          <RouterLink to={to(paths.place, { id: placeId })}>{t.back(t.single.place)}</RouterLink>
        </Link>
      )}
      <PageHeader
        title={userDisplayName(person)}
        subtitle={
          <HStack as="span" gap="2">
            <span>{roleLabel(person.roleName, person.role?.title)}</span>
            <UserStatusBadge user={person} />
          </HStack>
        }
        note={<LiveChangeNote change={change} />}
      />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              {t.person.profile}
            </Heading>
          </Card.Header>
          <Card.Body>{editable ? <PersonForm person={person} /> : <PersonFacts person={person} />}</Card.Body>
        </Card.Root>
        <Stack gap="6">
          <Card.Root>
            <Card.Body>
              <HStack gap="4">
                {editable ? (
                  <PersonAvatar person={person} />
                ) : (
                  <Center boxSize="16" flexShrink="0" borderRadius="full" overflow="hidden" bg="bg.muted" textStyle="2xl" fontWeight="medium" textTransform="uppercase">
                    {person.avatar ? <Image src={person.avatar.thumb} alt={t.person.avatar} boxSize="full" objectFit="cover" /> : initials(userDisplayName(person))}
                  </Center>
                )}
                <DataList.Root orientation="horizontal" size="sm">
                  <DataList.Item>
                    <DataList.ItemLabel>{t.person.score}</DataList.ItemLabel>
                    <DataList.ItemValue data-testid="person-score">{formatNumber(person.score)}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>{t.person.pendingScore}</DataList.ItemLabel>
                    <DataList.ItemValue>{formatNumber(person.pendingScore)}</DataList.ItemValue>
                  </DataList.Item>
                </DataList.Root>
              </HStack>
            </Card.Body>
          </Card.Root>
          {viewer?.rights?.commandDevices && <DeviceCommand userId={person.id} devices={devices} />}
        </Stack>
      </Grid>
      {places}
      {data.tickets && <VendorTickets userId={person.id} name={userDisplayName(person)} tickets={data.tickets.items} />}
      <HistoryOnDemand>{() => <PersonHistory id={person.id} />}</HistoryOnDemand>
    </Stack>
  );
}

/** A read-only avatar's letters without a picture: the first and the last word's first (Chakra's Avatar's rule, without its state machine: issue 42). */
const initials = (name: string) => {
  const words = name.trim().split(' ');
  return `${words[0]?.charAt(0) ?? ''}${words.length > 1 ? words[words.length - 1]!.charAt(0) : ''}`;
};
