// `/app/place/{id?}` (spec §2, §3): create or edit every field of a place (title, description,
// address, INN, internal id, the city through the city selector limited to 30, place type,
// campaign, blocked, location as lat/lng with a check of the ranges); the place's regional managers,
// sales reps and vendors with add and remove ('Пользователь добавлен' / 'Пользователь исключен') and
// the invite to this place ('Приглашение отправлено.'; phone, place and role required, spec §5);
// the place's tickets, read apart (place-tickets.tsx: their failure is their panel's, issue 37). Also
// `{role}/{userId}/place/{placeId}`, within the person's breadcrumbs.
// A place that does not exist opens /404.
import { useQuery } from '@apollo/client/react';
import { Card, Grid, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { PlaceRouteQuery } from '../../__generated__/graphql';
import { LiveChangeNote, useRecordChanges } from '../../shared/live/record-changes';
import { ErrorCode, hasErrorCode } from '../../shared/apollo/errors';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { useSessionUser } from '../../shared/session/session-context';
import type { Crumb } from '../../shared/ui/breadcrumbs';
import { usePageCrumbs } from '../../shared/ui/page-crumbs';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { optionLabel } from '../../shared/ui/search-select';
import { userDisplayName } from '../../shared/users';
import { AuditHistory, preloadAuditHistory } from '../../shared/ui/history-on-demand';
import { DetailSkeleton } from '../../shared/ui/detail-skeleton';
import { peopleMessages } from './messages';
import { placeMessages } from './place-messages';
import { PlaceFacts, PlaceForm } from './place-form';
import { placeHistoryMessages } from './place-history-messages';
import { PlaceDeleteButton } from './place-delete';
import { PersonMembership, PlacePeople } from './place-people';
import { PlaceTickets } from './place-tickets';
import { personPath, type PersonRole } from './roles';

// What the place's editor shows and its update answers: the route query, the live subscription and the
// mutation share it, so a save or a change made elsewhere updates the page (and every list showing
// the place) from the cache, and a field added here reaches all three (issue 28).
graphql(`
  fragment PlacePage_place on Place {
    id
    title
    description
    address
    inn
    internalId
    cityId
    city {
      id
      title
    }
    placeTypeId
    placeType {
      id
      title
    }
    campaignId
    campaign {
      id
      title
    }
    distributingFacilityId
    blocked
    image {
      url
      thumb(width: 500)
    }
    location {
      lat
      lng
    }
    can {
      update
      assign
      invite
    }
    updatedAt
    history(pageSize: 50) {
      items {
        ...AuditHistory_entry @unmask
      }
    }
  }
`);

/** Issue 25: the place as changed elsewhere, into the fragment its editor reads. */
const PlaceLiveSubscription = graphql(`
  subscription PlaceLive($id: Int!) {
    recordChanged(model: PLACE, id: $id) {
      actorId
      actorName
      at
      record {
        ... on Place {
          ...PlacePage_place
        }
      }
    }
  }
`);

const PlaceRouteQueryDoc = graphql(`
  query PlaceRoute($id: Int!) {
    place(id: $id) {
      ...PlacePage_place @unmask
      users {
        ...PlacePeople_person @unmask
      }
      regionalManagers {
        ...PlacePeople_person @unmask
      }
    }
  }
`);

type Place = PlaceRouteQuery['place'];

/** The place's id, and the person it was opened from (`{role}/{userId}/place/{placeId}`). */
function usePlaceParams(): { id: number | null; from: { role: PersonRole; userId: number } | null } {
  const params = useParams();
  const { pathname } = useLocation();
  const raw = params.id ?? params.placeId;
  const id = raw === undefined ? null : Number(raw);
  let from: { role: PersonRole; userId: number } | null = null;
  if (params.userId) {
    const segment = pathname.split('/')[2] ?? '';
    const role: PersonRole = segment === 'vendor' ? 'vendor' : segment === 'sales-man' ? 'salesMan' : 'regionalManager';
    from = { role, userId: Number(params.userId) };
  }
  return { id, from };
}

/** The person a place was opened within, by name, when he is not among the place's people (a regional manager's places go by city). */
const PlaceCrumbPersonQuery = graphql(`
  query PlaceCrumbPerson($id: Int!) {
    user(id: $id) {
      id
      name
      surname
      phone
    }
  }
`);

/**
 * The header's crumbs: the place's title, after the person it was opened within ({role}/{userId}/
 * place/{placeId}), named from the place's people in the route query, else read by his id (issue 39:
 * a regional manager's crumb said only his role's word); the role's word while that read fails.
 */
function usePlaceCrumbs(place: Place | undefined, from: { role: PersonRole; userId: number } | null, single: Record<PersonRole, string>): void {
  const known = from && place && [...place.users, ...place.regionalManagers].find((u) => u.id === from.userId);
  const { data } = useQuery(PlaceCrumbPersonQuery, { variables: { id: from?.userId ?? 0 }, skip: !from || !place || Boolean(known), errorPolicy: 'all' });
  let crumbs: Crumb[] | undefined;
  if (place) {
    crumbs = [{ label: optionLabel(place.title) }];
    const person = known || data?.user;
    if (from) crumbs.unshift({ label: person ? userDisplayName(person) : single[from.role], to: to(personPath[from.role], { id: from.userId }) });
  }
  usePageCrumbs(crumbs);
}

export function PlacePage() {
  const t = useMessages(peopleMessages);
  const tp = useMessages(placeMessages);
  const historyT = useMessages(placeHistoryMessages);
  const navigate = useNavigate();
  const { id, from } = usePlaceParams();
  const viewer = useSessionUser();
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const { data, loading, error, refetch } = useQuery(PlaceRouteQueryDoc, { variables: { id: id ?? 0 }, skip: id === null || !valid });
  const change = useRecordChanges(PlaceLiveSubscription, id ?? 0, id === null || !valid);
  // The history's code loads beside the data it is drawn with (a failure shows where it is drawn).
  useEffect(() => {
    if (id !== null && valid) preloadAuditHistory().catch(() => undefined);
  }, [id, valid]);
  const missing = !valid || (error && hasErrorCode(error, ErrorCode.NotFound));
  useEffect(() => {
    if (missing) void navigate(paths.notFound, { replace: true });
  }, [missing, navigate]);
  usePlaceCrumbs(data?.place, from, t.single);

  const creates = viewer?.rights?.editPlaces ?? false;
  const back = from && (
    <Link asChild alignSelf="start" textStyle="sm">
      <RouterLink to={to(personPath[from.role], { id: from.userId })}>{t.back(t.single[from.role])}</RouterLink>
    </Link>
  );

  if (id === null) {
    return (
      <Stack gap="6">
        <PageHeader title={t.single.newPlace} />
        {creates ? <PlaceForm place={null} /> : <Text>{tp.place.readOnly}</Text>}
      </Stack>
    );
  }
  if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} retrying={loading} />;
  if (!data) return <DetailSkeleton />;
  const place = data.place;

  return (
    <Stack gap="6">
      {back}
      <PageHeader
        title={optionLabel(place.title)}
        subtitle={place.address ?? undefined}
        actions={
          <>
            {from && place.can.assign.includes(from.role) && <PersonMembership place={place} person={from} />}
            <PlaceDeleteButton place={place} />
          </>
        }
        note={<LiveChangeNote change={change} />}
      />
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="6" alignItems="start">
        <Card.Root>
          <Card.Body>{place.can.update ? <PlaceForm key={place.id} place={place} /> : <PlaceFacts place={place} />}</Card.Body>
        </Card.Root>
        <PlacePeople place={place} />
      </Grid>
      <PlaceTickets placeId={place.id} title={place.title} />
      <AuditHistory entries={place.history.items} format={{ label: (field) => historyT.fields[field], order: Object.keys(historyT.fields) }} />
    </Stack>
  );
}
