// `/app/place/{id?}` (spec §2, §3): create or edit every field of a place (title, description,
// address, INN, internal id, the city through the city selector limited to 30, place type,
// campaign, blocked, location as lat/lng with a check of the ranges); the place's regional managers,
// sales reps and vendors with add and remove ('Пользователь добавлен' / 'Пользователь исключен') and
// the invite to this place ('Приглашение отправлено.'; phone, place and role required, spec §5);
// the place's tickets. Also `{role}/{userId}/place/{placeId}`, within the person's breadcrumbs.
// A place that does not exist opens /404.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Card, DataList, Field, Grid, Heading, HStack, Input, Link, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { graphql } from '../../__generated__';
import { LiveChangeNote, useRecordChanges } from '../../shared/live/record-changes';
import type { FileInput, PlaceRole, PlaceRouteQuery } from '../../__generated__/graphql';
import { ErrorCode, hasErrorCode, ShownError } from '../../shared/apollo/errors';
import { EMPTY, formatDateTime, formatMoney, formatNumber, formatPhone } from '../../shared/format';
import { ticketStatusLabel } from '../../shared/ticket-status';
import { changedInput, CheckboxField, Form, KEEP_EDITS, SubmitButton, TextField, useZodForm } from '../../shared/form/form';
import { validationMessages } from '../../shared/form/messages';
import { useMessages } from '../../shared/i18n/define';
import { runAction } from '../../shared/notify/notify';
import { paths, to } from '../../shared/paths';
import { useSessionUser } from '../../shared/session/session-context';
import { DataTable, type DataColumn } from '../../shared/ui/data-table';
import type { Crumb } from '../../shared/ui/breadcrumbs';
import { confirmIntent } from '../../shared/ui/confirm';
import { usePageCrumbs } from '../../shared/ui/page-crumbs';
import { PageHeader } from '../../shared/ui/page-header';
import { QueryError } from '../../shared/ui/query-error';
import { CITY_SELECT_LIMIT, optionLabel, SearchSelect } from '../../shared/ui/search-select';
import { roleLabel, userDisplayName } from '../../shared/users';
import { fixPhone, isPhone } from '../../shared/validation';
import { ImagePicker } from './image-picker';
import { useLookups, UserStatusBadge, type PersonOption, type Titled } from './lookups';
import { AuditHistory, preloadAuditHistory } from '../../shared/ui/history-on-demand';
import { peopleMessages } from './messages';
import { usePlaceChange } from './place-assignment';
import { placeHistoryMessages } from './place-history-messages';
import { invitePhone, PERSON_ROLES, personPath, type PersonRole } from './roles';
import { DetailSkeleton } from '../../shared/ui/detail-skeleton';

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
        id
        name
        surname
        phone
        roleName
        phoneVerified
        blocked
      }
      regionalManagers {
        id
        name
        surname
        phone
        roleName
        phoneVerified
        blocked
      }
    }
    tickets(where: { placeId: { eq: $id } }, pageSize: 12, orderBy: [{ field: dateTime, direction: DESC }]) {
      items {
        id
        dateTime
        totalSum
        score
        status
        statusCode
        statusTitle
        user {
          id
          name
          surname
          phone
        }
      }
      total
    }
  }
`);

const CreatePlaceMutation = graphql(`
  mutation CreatePlace($input: PlaceInput!) {
    createPlace(input: $input) {
      id
      title
    }
  }
`);

const UpdatePlaceMutation = graphql(`
  mutation UpdatePlace($id: Int!, $input: PlacePatch!, $expectedUpdatedAt: DateTime) {
    updatePlace(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {
      ...PlacePage_place @unmask
    }
  }
`);

const AssignToPlaceMutation = graphql(`
  mutation AssignToPlace($placeId: Int!, $userId: Int!, $role: PlaceRole!) {
    assignToPlace(placeId: $placeId, userId: $userId, role: $role) {
      id
      users {
        id
        name
        surname
        phone
        roleName
        phoneVerified
        blocked
      }
      regionalManagers {
        id
        name
        surname
        phone
        roleName
        phoneVerified
        blocked
      }
    }
  }
`);

const UnassignFromPlaceMutation = graphql(`
  mutation UnassignFromPlace($placeId: Int!, $userId: Int!, $role: PlaceRole!) {
    unassignFromPlace(placeId: $placeId, userId: $userId, role: $role) {
      id
      users {
        id
        name
        surname
        phone
        roleName
        phoneVerified
        blocked
      }
      regionalManagers {
        id
        name
        surname
        phone
        roleName
        phoneVerified
        blocked
      }
    }
  }
`);

const InviteToPlaceMutation = graphql(`
  mutation InviteToPlace($phone: String!, $roleName: PlaceRole!, $placeId: Int!) {
    inviteToPlace(phone: $phone, roleName: $roleName, placeId: $placeId) {
      user {
        id
      }
      code
    }
  }
`);

type Place = PlaceRouteQuery['place'];
type PlaceUser = Place['users'][number];
type Ticket = PlaceRouteQuery['tickets']['items'][number];

const personInPlace: Record<PersonRole, string> = {
  regionalManager: paths.placeRegionalManager,
  salesMan: paths.placeSalesMan,
  vendor: paths.placeVendor,
};
const personParam: Record<PersonRole, string> = { regionalManager: 'regionalManagerId', salesMan: 'salesManId', vendor: 'vendorId' };

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

/**
 * The header's crumbs: the place's title, after the person it was opened within ({role}/{userId}/
 * place/{placeId}), named from the place's people in the route query (the role's word when the
 * person is not one of them).
 */
function placeCrumbs(place: Place | undefined, from: { role: PersonRole; userId: number } | null, single: Record<PersonRole, string>): Crumb[] | undefined {
  if (!place) return undefined;
  const crumbs: Crumb[] = [];
  if (from) {
    const person = [...place.users, ...place.regionalManagers].find((u) => u.id === from.userId);
    crumbs.push({ label: person ? userDisplayName(person) : single[from.role], to: to(personPath[from.role], { id: from.userId }) });
  }
  crumbs.push({ label: optionLabel(place.title) });
  return crumbs;
}

export function PlacePage() {
  const t = useMessages(peopleMessages);
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
  usePageCrumbs(placeCrumbs(data?.place, from, t.single));

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
        {creates ? <PlaceForm place={null} /> : <Text>{t.place.readOnly}</Text>}
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
        actions={from && place.can.assign.includes(from.role) ? <PersonMembership place={place} person={from} /> : undefined}
        note={<LiveChangeNote change={change} />}
      />
      <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="6" alignItems="start">
        <Card.Root>
          <Card.Body>{place.can.update ? <PlaceForm key={place.id} place={place} /> : <PlaceFacts place={place} />}</Card.Body>
        </Card.Root>
        <PlacePeople place={place} />
      </Grid>
      <PlaceTickets placeId={place.id} title={place.title} tickets={data.tickets.items} total={data.tickets.total} />
      <AuditHistory entries={place.history.items} format={{ label: (field) => historyT.fields[field], order: Object.keys(historyT.fields) }} />
    </Stack>
  );
}

/**
 * Opened within a person (`{role}/{userId}/place/{placeId}`): adds the place to that person or takes
 * it away, in the person's role ('Торговая точка добавлена' / 'Торговая точка исключена').
 */
function PersonMembership({ place, person }: { place: Place; person: { role: PersonRole; userId: number } }) {
  const t = useMessages(peopleMessages);
  const [assign] = useMutation(AssignToPlaceMutation);
  const [unassign] = useMutation(UnassignFromPlaceMutation);
  const [busy, setBusy] = useState(false);
  const member = place.users.some((u) => u.id === person.userId);
  const run = async () => {
    if (!person.userId || !place.id) return; // spec §5: both ids required
    setBusy(true);
    const variables = { placeId: place.id, userId: person.userId, role: person.role };
    await runAction<unknown>(() => (member ? unassign({ variables }) : assign({ variables })), {
      success: member ? t.place.placeRemoved : t.place.placeAdded,
      errorTitle: t.places.failed,
    });
    setBusy(false);
  };
  return (
    <Button variant={member ? 'outline' : 'solid'} colorPalette={member ? 'red' : 'blue'} loading={busy} onClick={() => void run()}>
      {member ? t.place.leave : t.place.join}
    </Button>
  );
}

function PlaceFacts({ place }: { place: Place }) {
  const t = useMessages(peopleMessages);
  const rows: [string, string][] = [
    [t.place.title, optionLabel(place.title)],
    [t.place.description, place.description ?? EMPTY],
    [t.place.address, place.address ?? EMPTY],
    [t.place.inn, place.inn ?? EMPTY],
    [t.place.internalId, place.internalId ?? EMPTY],
    [t.place.city, place.city?.title ?? EMPTY],
    [t.place.placeType, place.placeType?.title ?? EMPTY],
    [t.place.campaign, place.campaign?.title ?? EMPTY],
    [t.place.distributingFacilityId, place.distributingFacilityId == null ? EMPTY : String(place.distributingFacilityId)],
    [t.place.blocked, place.blocked ? t.yes : t.no],
    [t.place.image, place.image ? place.image.url : EMPTY],
    [t.place.lat, place.location ? String(place.location.lat) : EMPTY],
    [t.place.lng, place.location ? String(place.location.lng) : EMPTY],
  ];
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

const titled = z.nullable(z.object({ id: z.number(), title: z.nullable(z.string()) }));

function placeValues(place: Place | null) {
  return {
    title: place?.title ?? '',
    description: place?.description ?? '',
    address: place?.address ?? '',
    inn: place?.inn ?? '',
    internalId: place?.internalId ?? '',
    city: place?.city ?? null,
    placeType: place?.placeType ?? null,
    campaign: place?.campaign ?? null,
    blocked: place?.blocked ?? false,
    distributingFacilityId: place?.distributingFacilityId == null ? '' : String(place.distributingFacilityId),
    lat: place?.location ? String(place.location.lat) : '',
    lng: place?.location ? String(place.location.lng) : '',
  };
}

function PlaceForm({ place }: { place: Place | null }) {
  const t = useMessages(peopleMessages);
  const navigate = useNavigate();
  const lookups = useLookups();
  const [create] = useMutation(CreatePlaceMutation);
  const [update] = useMutation(UpdatePlaceMutation);
  const client = useApolloClient();
  const [image, setImage] = useState<FileInput | null | undefined>(undefined);
  // The new place opens once the form is clean again (the unsaved-changes guard would ask first).
  const [created, setCreated] = useState<number | null>(null);
  useEffect(() => {
    if (created !== null) void navigate(to(paths.place, { id: created }), { replace: true });
  }, [created, navigate]);
  const form = useZodForm(
    ({ f }) =>
      z
        .object({
          title: f.required(),
          description: f.text(2000),
          address: f.text(),
          inn: f.inn(),
          internalId: f.text(),
          city: titled.check(z.refine((v) => v !== null, t.place.cityRequired)),
          placeType: titled,
          campaign: titled,
          blocked: f.checkbox(),
          distributingFacilityId: f.integer({ min: 1 }),
          lat: f.decimal({ min: -90, max: 90 }),
          lng: f.decimal({ min: -180, max: 180 }),
        })
        .check(
          z.superRefine((v, ctx) => {
            if ((v.lat === null) !== (v.lng === null)) ctx.addIssue({ code: 'custom', path: [v.lat === null ? 'lat' : 'lng'], message: t.place.both });
          }),
        ),
    { defaultValues: placeValues(place) },
  );
  // The form follows the place as changed elsewhere (issue 39); what the user is typing stays.
  useEffect(() => {
    if (place) form.reset(placeValues(place), KEEP_EDITS);
  }, [place, form]);

  const selector = (name: 'city' | 'placeType' | 'campaign', label: string, search: (text: string, limit: number) => Promise<Titled[]>, limit?: number) => {
    const error = form.getFieldState(name, form.formState).error;
    return (
      <Field.Root invalid={Boolean(error)}>
        <SearchSelect
          label={label}
          search={search}
          limit={limit}
          getKey={(x) => x.id}
          getLabel={(x) => x.title}
          value={form.watch(name) ?? null}
          onChange={(x) => form.setValue(name, x, { shouldDirty: true, shouldTouch: true, shouldValidate: true })}
        />
        {error?.message && <Field.ErrorText>{error.message}</Field.ErrorText>}
      </Field.Root>
    );
  };

  return (
    <Form
      form={form}
      label={place ? t.single.place : t.single.newPlace}
      onStale={() => client.refetchQueries({ include: ['PlaceRoute'] })}
      success={place ? t.place.saved : t.place.created}
      onSubmit={async (v, changed) => {
        const input = {
          title: v.title,
          description: v.description,
          address: v.address,
          inn: v.inn,
          internalId: v.internalId,
          cityId: v.city!.id,
          placeTypeId: v.placeType?.id ?? null,
          campaignId: v.campaign?.id ?? null,
          blocked: v.blocked,
          distributingFacilityId: v.distributingFacilityId,
          // A new photo, or null when removed; left out when unchanged.
          image,
          location: v.lat !== null && v.lng !== null ? { lat: v.lat, lng: v.lng } : null,
        };
        const from = { cityId: ['city'], placeTypeId: ['placeType'], campaignId: ['campaign'], location: ['lat', 'lng'] };
        // On the version the page shows: a save over someone else's change is refused (issue 39).
        const variables = place && { id: place.id, input: { ...changedInput(input, changed, from), image }, expectedUpdatedAt: place.updatedAt };
        if (variables) return (await update({ variables })).data?.updatePlace;
        return (await create({ variables: { input } })).data?.createPlace;
      }}
      onSaved={(result) => {
        const saved = result as { id: number } | undefined;
        if (!place && saved) setCreated(saved.id);
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField form={form} name="title" label={t.place.title} required />
        <TextField form={form} name="address" label={t.place.address} />
        <TextField form={form} name="inn" label={t.place.inn} inputProps={{ inputMode: 'numeric' }} />
        <TextField form={form} name="internalId" label={t.place.internalId} />
        {selector('city', `${t.place.city} *`, lookups.cities, CITY_SELECT_LIMIT)}
        {selector('placeType', t.place.placeType, lookups.placeTypes)}
        {selector('campaign', t.place.campaign, lookups.campaigns)}
        <TextField form={form} name="distributingFacilityId" label={t.place.distributingFacilityId} inputProps={{ inputMode: 'numeric' }} />
        <TextField form={form} name="lat" label={t.place.lat} helper={t.place.latRange} inputProps={{ inputMode: 'decimal' }} />
        <TextField form={form} name="lng" label={t.place.lng} helper={t.place.lngRange} inputProps={{ inputMode: 'decimal' }} />
      </SimpleGrid>
      <TextField form={form} name="description" label={t.place.description} multiline />
      <ImagePicker
        label={t.place.image}
        src={image === null ? null : place?.image?.thumb}
        container="places"
        onUploaded={(file) => setImage(file)}
        onRemove={() => setImage(null)}
      />
      <CheckboxField form={form} name="blocked" label={t.place.blocked} />
      <SubmitButton form={form} />
    </Form>
  );
}

function PlacePeople({ place }: { place: Place }) {
  const t = useMessages(peopleMessages);
  const lookups = useLookups();
  const [assign] = useMutation(AssignToPlaceMutation);
  const [unassign] = useMutation(UnassignFromPlaceMutation);
  const [picked, setPicked] = useState<Partial<Record<PersonRole, PersonOption | null>>>({});
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    await runAction(action, { success, errorTitle: t.places.failed });
    setBusy(false);
  };
  const change = usePlaceChange();
  const guarded = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root as="section" aria-label={t.place.people}>
      <Card.Header>
        <Heading as="h2" size="md">
          {t.place.people}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          {PERSON_ROLES.map((role) => {
            // A regional manager owns the place through its city (decisions 'Place assignments say what they do').
            const throughCity = role === 'regionalManager';
            const people = throughCity ? place.regionalManagers : place.users.filter((u) => u.roleName === role);
            const manage = place.can.assign.includes(role);
            const choice = picked[role] ?? null;
            return (
              <Stack key={role} gap="2" as="section" aria-label={t.titles[role]}>
                <Heading as="h3" size="sm">
                  {t.titles[role]} · {people.length}
                </Heading>
                {throughCity && (
                  <Text color="fg.muted" textStyle="sm">
                    {t.assignment.rule}
                  </Text>
                )}
                {people.length === 0 && <Text color="fg.muted">{t.place.noPeople}</Text>}
                <Stack as="ul" gap="1" listStyleType="none">
                  {people.map((person: PlaceUser) => (
                    <HStack as="li" key={person.id} justify="space-between" gap="2">
                      <HStack gap="2" minW="0">
                        <Link asChild>
                          <RouterLink to={to(personInPlace[role], { placeId: place.id, [personParam[role]]: person.id })}>{userDisplayName(person)}</RouterLink>
                        </Link>
                        <UserStatusBadge user={person} />
                        {throughCity && place.city && (
                          <Text color="fg.muted" textStyle="sm">
                            {t.assignment.throughCity(place.city.title)}
                          </Text>
                        )}
                      </HStack>
                      {manage && (
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          disabled={busy}
                          {...(throughCity && confirmIntent)}
                          aria-label={t.place.remove(userDisplayName(person))}
                          onClick={() =>
                            void (throughCity
                              ? guarded(() =>
                                  change({ userId: person.id, placeId: place.id, assign: false, run: () => unassign({ variables: { placeId: place.id, userId: person.id, role } }), success: t.place.userRemoved }),
                                )
                              : run(() => unassign({ variables: { placeId: place.id, userId: person.id, role } }), t.place.userRemoved))
                          }
                        >
                          −
                        </Button>
                      )}
                    </HStack>
                  ))}
                </Stack>
                {manage && (
                  <HStack align="end" gap="2">
                    <Box flex="1">
                      <SearchSelect
                        label={t.place.pick(roleLabel(role))}
                        search={lookups.users(role)}
                        getKey={(u) => u.id}
                        getLabel={(u) => userDisplayName(u)}
                        getDescription={(u) => (u.phone && u.phone !== userDisplayName(u) ? formatPhone(u.phone) : null)}
                        value={choice}
                        onChange={(u) => setPicked((p) => ({ ...p, [role]: u }))}
                      />
                    </Box>
                    <Button
                      disabled={!choice || busy}
                      {...(throughCity && confirmIntent)}
                      onClick={() => {
                        if (!choice) return;
                        if (throughCity) {
                          void guarded(async () => {
                            const done = await change({ userId: choice.id, placeId: place.id, assign: true, run: () => assign({ variables: { placeId: place.id, userId: choice.id, role } }), success: t.place.userAdded });
                            if (done) setPicked((p) => ({ ...p, [role]: null }));
                          });
                          return;
                        }
                        void run(async () => {
                          await assign({ variables: { placeId: place.id, userId: choice.id, role } });
                          setPicked((p) => ({ ...p, [role]: null }));
                        }, t.place.userAdded);
                      }}
                    >
                      {t.place.add}
                    </Button>
                  </HStack>
                )}
              </Stack>
            );
          })}
          <InviteToPlace placeId={place.id} roles={PERSON_ROLES.filter((role) => place.can.invite.includes(role))} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function InviteToPlace({ placeId, roles }: { placeId: number; roles: readonly PersonRole[] }) {
  const t = useMessages(peopleMessages);
  const v = useMessages(validationMessages);
  const [invite] = useMutation(InviteToPlaceMutation, { refetchQueries: [PlaceRouteQueryDoc] });
  const [phone, setPhone] = useState('+7');
  const [role, setRole] = useState<PersonRole | ''>(roles.at(-1) ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  if (roles.length === 0) return null;
  const phoneError = touched && !isPhone(phone) ? v.phone : null;

  return (
    <Stack as="form" gap="2" aria-label={t.invite.toPlace} onSubmit={(e: React.FormEvent) => {
      e.preventDefault();
      setTouched(true);
      // Spec §5: phone, place and role are required.
      if (!isPhone(phone) || !role || !placeId) return;
      setBusy(true);
      void runAction(
        async () => {
          const answer = (await invite({ variables: { phone: invitePhone(phone), roleName: role as PlaceRole, placeId } })).data?.inviteToPlace;
          if (!answer?.user) throw new ShownError(t.invite.noUser);
          setPhone('+7');
          setTouched(false);
          return answer;
        },
        { success: t.invite.toPlaceSent, errorTitle: t.invite.failed },
      ).finally(() => setBusy(false));
    }}>
      <Heading as="h3" size="sm">
        {t.invite.toPlace}
      </Heading>
      <HStack align="start" gap="2" wrap="wrap">
        <Field.Root invalid={Boolean(phoneError)} required maxW="48">
          <Field.Label>{t.invite.phone}</Field.Label>
          <Input type="tel" value={phone} onChange={(e) => setPhone(fixPhone(e.target.value))} onBlur={() => setTouched(true)} />
          {phoneError && <Field.ErrorText>{phoneError}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required maxW="56">
          <Field.Label>{t.invite.role}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={role} onChange={(e) => setRole(e.target.value as PersonRole)}>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {roleLabel(r)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" mt="6" loading={busy}>
          {t.invite.send}
        </Button>
      </HStack>
    </Stack>
  );
}

/** The place's latest 12 receipts; when it has more, the count shown and a link to all of them in the tickets list (its filter and queue). */
function PlaceTickets({ placeId, title, tickets, total }: { placeId: number; title: string | null | undefined; tickets: readonly Ticket[]; total: number }) {
  const t = useMessages(peopleMessages);
  const columns: DataColumn<Ticket>[] = [
    { key: 'id', header: t.columns.id, cell: (r) => r.id, link: true, nowrap: true },
    { key: 'dateTime', header: t.columns.dateTime, cell: (r) => formatDateTime(r.dateTime), nowrap: true },
    { key: 'user', header: t.columns.name, cell: (r) => userDisplayName(r.user) },
    { key: 'totalSum', header: t.columns.totalSum, cell: (r) => formatMoney(r.totalSum), align: 'end', nowrap: true },
    { key: 'score', header: t.columns.score, cell: (r) => formatNumber(r.score), align: 'end' },
    { key: 'status', header: t.columns.status, cell: (r) => ticketStatusLabel(r) },
  ];
  return (
    <Stack gap="3" as="section" aria-label={t.place.tickets}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          {t.place.tickets} · {formatNumber(total)}
        </Heading>
        {total > tickets.length && (
          <HStack gap="3" textStyle="sm">
            <Text color="fg.muted">{t.place.shownOf(formatNumber(tickets.length), formatNumber(total))}</Text>
            <Link asChild color="blue.fg" fontWeight="medium">
              <RouterLink to={`${paths.tickets}?${new URLSearchParams({ place: String(placeId), placeName: title ?? '' })}`}>
                {t.place.allTickets(formatNumber(total))}
              </RouterLink>
            </Link>
          </HStack>
        )}
      </HStack>
      {tickets.length === 0 ? (
        <Text color="fg.muted">{t.person.noTickets}</Text>
      ) : (
        <DataTable
          label={t.place.tickets}
          columns={columns}
          rows={tickets}
          rowKey={(r) => r.id}
          rowHref={(r) => to(paths.placeTicket, { placeId, ticketId: r.id })}
          rowLabel={(r) => t.ticketLink(r.id)}
        />
      )}
    </Stack>
  );
}
