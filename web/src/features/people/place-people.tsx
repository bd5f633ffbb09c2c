// The place's regional managers, sales reps and vendors (spec §2), added and removed as the policy allows
// (`place.can`), and the invite straight to the place (spec §5).
import { useMutation } from '@apollo/client/react';
import { Box, Button, Field, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { PlaceRole, PlaceRouteQuery } from '../../__generated__/graphql';
import { ShownError } from '../../shared/apollo/errors';
import { formatPhone } from '../../shared/format';
import { validationMessages } from '../../shared/form/messages';
import { useMessages } from '../../shared/i18n/define';
import { runAction } from '../../shared/notify/notify';
import { paths, to } from '../../shared/paths';
import { confirmIntent } from '../../shared/ui/confirm';
import { SearchSelect } from '../../shared/ui/search-select';
import { roleLabel, userDisplayName } from '../../shared/users';
import { fixPhone, isPhone } from '../../shared/validation';
import { useLookups, type PersonOption } from '../../shared/lookups';
import { ChoiceSelect } from '../../shared/ui/choice-select';
import { UserStatusBadge } from './user-status-badge';
import { peopleMessages } from './messages';
import { placeMessages } from './place-messages';
import { placeAssignmentMessages } from './place-assignment-messages';
import { usePlaceChange } from './place-assignment';
import { invitePhone, PERSON_ROLES, type PersonRole } from './roles';
import { SectionCard } from './section-card';

// A person in the place's lists, with the status of spec §4 as the gateway decides it: the route query
// and the assignment mutations spread it, so their answers refresh the lists from the cache.
graphql(`
  fragment PlacePeople_person on User {
    id
    name
    surname
    phone
    roleName
    status
  }
`);

const AssignToPlaceMutation = graphql(`
  mutation AssignToPlace($placeId: Int!, $userId: Int!, $role: PlaceRole!) {
    assignToPlace(placeId: $placeId, userId: $userId, role: $role) {
      id
      users {
        ...PlacePeople_person @unmask
      }
      regionalManagers {
        ...PlacePeople_person @unmask
      }
    }
  }
`);

const UnassignFromPlaceMutation = graphql(`
  mutation UnassignFromPlace($placeId: Int!, $userId: Int!, $role: PlaceRole!) {
    unassignFromPlace(placeId: $placeId, userId: $userId, role: $role) {
      id
      users {
        ...PlacePeople_person @unmask
      }
      regionalManagers {
        ...PlacePeople_person @unmask
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

const personInPlace: Record<PersonRole, string> = {
  regionalManager: paths.placeRegionalManager,
  salesMan: paths.placeSalesMan,
  vendor: paths.placeVendor,
};
const personParam: Record<PersonRole, string> = { regionalManager: 'regionalManagerId', salesMan: 'salesManId', vendor: 'vendorId' };

/**
 * Opened within a person (`{role}/{userId}/place/{placeId}`): adds the place to that person or takes
 * it away, in the person's role ('Торговая точка добавлена' / 'Торговая точка исключена').
 */
export function PersonMembership({ place, person }: { place: Place; person: { role: PersonRole; userId: number } }) {
  const ta = useMessages(placeAssignmentMessages);
  const tp = useMessages(placeMessages);
  const [assign] = useMutation(AssignToPlaceMutation);
  const [unassign] = useMutation(UnassignFromPlaceMutation);
  const [busy, setBusy] = useState(false);
  const member = place.users.some((u) => u.id === person.userId);
  const run = async () => {
    if (!person.userId || !place.id) return; // spec §5: both ids required
    setBusy(true);
    const variables = { placeId: place.id, userId: person.userId, role: person.role };
    await runAction<unknown>(() => (member ? unassign({ variables }) : assign({ variables })), {
      success: member ? tp.place.placeRemoved : tp.place.placeAdded,
      errorTitle: ta.places.failed,
    });
    setBusy(false);
  };
  return (
    <Button variant={member ? 'outline' : 'solid'} colorPalette={member ? 'red' : 'blue'} loading={busy} onClick={() => void run()}>
      {member ? tp.place.leave : tp.place.join}
    </Button>
  );
}

export function PlacePeople({ place }: { place: Place }) {
  const t = useMessages(peopleMessages);
  const ta = useMessages(placeAssignmentMessages);
  const tp = useMessages(placeMessages);
  const lookups = useLookups();
  const [assign] = useMutation(AssignToPlaceMutation);
  const [unassign] = useMutation(UnassignFromPlaceMutation);
  const [picked, setPicked] = useState<Partial<Record<PersonRole, PersonOption | null>>>({});
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    await runAction(action, { success, errorTitle: ta.places.failed });
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
    <SectionCard title={tp.place.people}>
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
                  {ta.assignment.rule}
                </Text>
              )}
              {people.length === 0 && <Text color="fg.muted">{tp.place.noPeople}</Text>}
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
                          {ta.assignment.throughCity(place.city.title)}
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
                        aria-label={tp.place.remove(userDisplayName(person))}
                        onClick={() =>
                          void (throughCity
                            ? guarded(() =>
                                change({
                                  userId: person.id,
                                  placeId: place.id,
                                  assign: false,
                                  run: () => unassign({ variables: { placeId: place.id, userId: person.id, role } }),
                                  success: tp.place.userRemoved,
                                }),
                              )
                            : run(() => unassign({ variables: { placeId: place.id, userId: person.id, role } }), tp.place.userRemoved))
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
                      label={tp.place.pick(roleLabel(role))}
                      search={lookups.usersOf(role)}
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
                          const done = await change({
                            userId: choice.id,
                            placeId: place.id,
                            assign: true,
                            run: () => assign({ variables: { placeId: place.id, userId: choice.id, role } }),
                            success: tp.place.userAdded,
                          });
                          if (done) setPicked((p) => ({ ...p, [role]: null }));
                        });
                        return;
                      }
                      void run(async () => {
                        await assign({ variables: { placeId: place.id, userId: choice.id, role } });
                        setPicked((p) => ({ ...p, [role]: null }));
                      }, tp.place.userAdded);
                    }}
                  >
                    {tp.place.add}
                  </Button>
                </HStack>
              )}
            </Stack>
          );
        })}
        <InviteToPlace placeId={place.id} roles={PERSON_ROLES.filter((role) => place.can.invite.includes(role))} />
      </Stack>
    </SectionCard>
  );
}

function InviteToPlace({ placeId, roles }: { placeId: number; roles: readonly PersonRole[] }) {
  const t = useMessages(peopleMessages);
  const v = useMessages(validationMessages);
  const [invite] = useMutation(InviteToPlaceMutation, { refetchQueries: ['PlaceRoute'] });
  const [phone, setPhone] = useState('+7');
  const [role, setRole] = useState<PersonRole | ''>(roles.at(-1) ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  if (roles.length === 0) return null;
  const phoneError = touched && !isPhone(phone) ? v.phone : null;

  return (
    <Stack
      as="form"
      gap="2"
      aria-label={t.invite.toPlace}
      onSubmit={(e: React.FormEvent) => {
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
      }}
    >
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
          <ChoiceSelect value={role} onChange={setRole} choices={roles} text={(r) => roleLabel(r)} />
        </Field.Root>
        <Button type="submit" mt="6" loading={busy}>
          {t.invite.send}
        </Button>
      </HStack>
    </Stack>
  );
}
