// A person's page (spec §2, §3, §6): `regional-manager/{id}`, `sales-man/{id}`, `vendor/{id}` and the
// same within a place (`place/{placeId}/vendor/{vendorId}`, …). The profile with the editable fields
// of spec §6 ('Пользователь обновлен' / 'Ошибка обновления'; blocking asks first), the person's
// score, the places assigned and not assigned side by side, a vendor's tickets and, for
// administrators, the device command box. A person that does not exist opens /404.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Avatar, Badge, Box, Button, Card, Checkbox, DataList, Grid, Heading, HStack, Link, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { graphql } from '../../__generated__';
import { LiveChangeNote, useRecordChanges } from '../../shared/live/record-changes';
import type { FileInput, PersonRouteQuery } from '../../__generated__/graphql';
import { ErrorCode, hasErrorCode } from '../../shared/apollo/errors';
import { EMPTY, formatDateTime, formatMoney, formatNumber, formatPhone } from '../../shared/format';
import { ticketStatusLabel } from '../../shared/ticket-status';
import { changedInput, CheckboxField, Form, KEEP_EDITS, SubmitButton, TextField, useZodForm } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { runAction } from '../../shared/notify/notify';
import { paths, to } from '../../shared/paths';
import { useSessionUser } from '../../shared/session/session-context';
import { confirmIntent, useConfirm } from '../../shared/ui/confirm';
import { DataTable, type DataColumn } from '../../shared/ui/data-table';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { CITY_SELECT_LIMIT, optionLabel, SearchSelect } from '../../shared/ui/search-select';
import type { Crumb } from '../../shared/ui/breadcrumbs';
import { usePageCrumbs } from '../../shared/ui/page-crumbs';
import { roleLabel, userDisplayName } from '../../shared/users';
import { fixPhone } from '../../shared/validation';
import { DeviceCommand, useDeviceCount } from './device-command';
import { ImagePicker } from './image-picker';
import { useLookups, UserStatusBadge } from './lookups';
import { AuditHistory, HistoryOnDemand } from '../../shared/ui/history-on-demand';
import { peopleMessages } from './messages';
import { personHistoryMessages } from './person-history-messages';
import { PlacesOfUser } from './places-of-user';
import type { PersonRole } from './roles';
import { DetailSkeleton } from '../../shared/ui/detail-skeleton';

// The person's own fields the page shows (issue 28): the route query and the live subscription spread
// it, so a field added here reaches both. The cities (a vendor's are not shown) stay beside it.
graphql(`
  fragment PersonPage_user on User {
    id
    name
    surname
    middleName
    phone
    email
    phoneVerified
    blocked
    roleName
    role {
      id
      name
      title
    }
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
        id
        dateTime
        totalSum
        score
        status
        statusCode
        statusTitle
        place {
          id
          title
        }
      }
    }
  }
`);

const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: Int!, $input: UserPatch!, $expectedUpdatedAt: DateTime) {
    updateUser(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {
      ...PersonPage_user
      cityId
      city {
        id
        title
      }
      cities {
        id
        title
      }
      history(pageSize: 50) {
        items {
          ...AuditHistory_entry @unmask
        }
      }
    }
  }
`);

type Person = PersonRouteQuery['user'];
type Ticket = NonNullable<PersonRouteQuery['tickets']>['items'][number];

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
    // A person's page stays within 8 REST calls: a vendor's cities are not shown, its tickets come
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
                  <Avatar.Root size="2xl">
                    <Avatar.Fallback name={userDisplayName(person)} />
                    {person.avatar && <Avatar.Image src={person.avatar.thumb} alt={t.person.avatar} />}
                  </Avatar.Root>
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

/** The avatar with upload and preview, saved at once ('Пользователь обновлен' / 'Ошибка обновления'). */
function PersonAvatar({ person }: { person: Person }) {
  const t = useMessages(peopleMessages);
  const [update] = useMutation(UpdateUserMutation);
  const save = (avatar: FileInput | null) =>
    runAction(() => update({ variables: { id: person.id, input: { avatar } } }), { success: t.person.updated, errorTitle: t.person.updateFailed });
  return <ImagePicker label={t.person.avatar} src={person.avatar?.thumb} container="avatars" onUploaded={save} onRemove={() => save(null)} />;
}

function PersonFacts({ person }: { person: Person }) {
  const t = useMessages(peopleMessages);
  const rows: [string, string][] = [
    [t.person.name, person.name ?? EMPTY],
    [t.person.surname, person.surname ?? EMPTY],
    [t.person.middleName, person.middleName ?? EMPTY],
    [t.person.phone, formatPhone(person.phone)],
    [t.person.email, person.email ?? EMPTY],
  ];
  if (person.cities) rows.push([t.person.cities, person.cities.map((c) => c.title).join(', ') || EMPTY]);
  return (
    <DataList.Root orientation="horizontal">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function personValues(person: Person) {
  return {
    name: person.name ?? '',
    surname: person.surname ?? '',
    middleName: person.middleName ?? '',
    phone: person.phone ?? '+7',
    email: person.email ?? '',
    phoneVerified: person.phoneVerified,
    blocked: person.blocked,
    cities: person.cities ?? [],
  };
}

function PersonForm({ person }: { person: Person }) {
  const t = useMessages(peopleMessages);
  const confirm = useConfirm();
  const lookups = useLookups();
  const [update] = useMutation(UpdateUserMutation);
  const client = useApolloClient();
  const form = useZodForm(
    ({ f }) =>
      z.object({
        name: f.text(),
        surname: f.text(),
        middleName: f.text(),
        phone: f.phone(),
        email: f.email(),
        phoneVerified: f.checkbox(),
        blocked: f.checkbox(),
        cities: z.array(z.object({ id: z.number(), title: z.nullable(z.string()) })),
      }),
    { defaultValues: personValues(person) },
  );
  // The form follows the person as the page reads it again (a live change, an assignment of places):
  // what the user is typing stays.
  useEffect(() => form.reset(personValues(person), KEEP_EDITS), [person, form]);
  const blocked = form.watch('blocked');
  const cities = form.watch('cities');
  const setCities = (next: (list: typeof cities) => typeof cities) => form.setValue('cities', next(form.getValues('cities')), { shouldDirty: true, shouldTouch: true });
  // A cancelled confirmation remounts the checkbox, so its native input shows the kept value again.
  const [blockKey, setBlockKey] = useState(0);

  return (
    <Form
      form={form}
      label={t.person.profile}
      onStale={() => client.refetchQueries({ include: ['PersonRoute'] })}
      success={t.person.updated}
      errorTitle={t.person.updateFailed}
      onSubmit={async ({ cities, ...values }, changed) => {
        // Only what the user changed; a vendor's cities are not loaded, so never changed nor sent.
        const input = changedInput({ ...values, cityIds: cities.map((c) => c.id) }, changed, { cityIds: ['cities'] });
        // On the version the page shows: a save over someone else's change is refused (issue 39).
        const result = await update({ variables: { id: person.id, input, expectedUpdatedAt: person.updatedAt } });
        return result.data?.updateUser;
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField form={form} name="name" label={t.person.name} />
        <TextField form={form} name="surname" label={t.person.surname} />
        <TextField form={form} name="middleName" label={t.person.middleName} />
        <TextField form={form} name="phone" label={t.person.phone} required transformInput={fixPhone} inputProps={{ type: 'tel' }} />
        <TextField form={form} name="email" label={t.person.email} inputProps={{ type: 'email' }} />
      </SimpleGrid>
      <HStack gap="6" wrap="wrap">
        <CheckboxField form={form} name="phoneVerified" label={t.person.phoneVerified} />
        <Checkbox.Root
          key={blockKey}
          {...confirmIntent}
          checked={Boolean(blocked)}
          onCheckedChange={async (event) => {
            const next = event.checked === true;
            if (
              next &&
              !(await confirm({
                description: t.person.blockText,
              }))
            ) {
              setBlockKey((k) => k + 1);
              return;
            }
            form.setValue('blocked', next, {
              shouldDirty: true,
              shouldTouch: true,
            });
          }}
        >
          <Checkbox.HiddenInput name="blocked" />
          <Checkbox.Control />
          <Checkbox.Label>{t.person.blocked}</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      {person.cities && (
        <Stack gap="2">
          <Text fontWeight="medium" textStyle="sm">
            {t.person.cities}
          </Text>
          <Wrap gap="2">
            {cities.map((city) => (
              <Badge key={city.id} size="lg" variant="surface">
                {city.title}
                <Button size="2xs" variant="plain" aria-label={t.person.removeCity(city.title ?? '')} onClick={() => setCities((list) => list.filter((c) => c.id !== city.id))}>
                  ×
                </Button>
              </Badge>
            ))}
          </Wrap>
          <Box maxW="sm">
            <SearchSelect
              label={t.person.addCity}
              search={lookups.cities}
              limit={CITY_SELECT_LIMIT}
              getKey={(c) => c.id}
              getLabel={(c) => c.title}
              value={null}
              onChange={(c) => c && setCities((list) => (list.some((x) => x.id === c.id) ? list : [...list, c]))}
            />
          </Box>
        </Stack>
      )}
      <SubmitButton form={form} disabled={form.formState.isSubmitting || !form.formState.isDirty} />
    </Form>
  );
}

/** The vendor's 12 newest tickets; the tickets screen filtered by the vendor has them all. */
function VendorTickets({ userId, name, tickets }: { userId: number; name: string; tickets: readonly Ticket[] }) {
  const t = useMessages(peopleMessages);
  const columns: DataColumn<Ticket>[] = [
    {
      key: 'id',
      header: t.columns.id,
      cell: (r) => r.id,
      link: true,
      nowrap: true,
    },
    {
      key: 'dateTime',
      header: t.columns.dateTime,
      cell: (r) => formatDateTime(r.dateTime),
      nowrap: true,
    },
    {
      key: 'place',
      header: t.columns.place,
      cell: (r) => r.place?.title ?? EMPTY,
    },
    {
      key: 'totalSum',
      header: t.columns.totalSum,
      cell: (r) => formatMoney(r.totalSum),
      align: 'end',
      nowrap: true,
    },
    {
      key: 'score',
      header: t.columns.score,
      cell: (r) => formatNumber(r.score),
      align: 'end',
    },
    {
      key: 'status',
      header: t.columns.status,
      cell: (r) => ticketStatusLabel(r),
    },
  ];
  return (
    <Stack gap="3" as="section" aria-label={t.person.tickets}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">
          {t.person.tickets}
        </Heading>
        <Link asChild textStyle="sm">
          <RouterLink to={`${paths.tickets}?${new URLSearchParams({ user: String(userId), userName: name })}`}>{t.person.allTickets}</RouterLink>
        </Link>
      </HStack>
      {tickets.length === 0 ? (
        <Text color="fg.muted">{t.person.noTickets}</Text>
      ) : (
        <DataTable
          label={t.person.tickets}
          columns={columns}
          rows={tickets}
          rowKey={(r) => r.id}
          rowHref={(r) => to(paths.vendorTicket, { userId, ticketId: r.id })}
          rowLabel={(r) => t.ticketLink(r.id)}
        />
      )}
    </Stack>
  );
}
