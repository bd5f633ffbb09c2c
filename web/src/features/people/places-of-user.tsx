// The places of a person, side by side (spec §7 `findInUser` / `findNotInUser` with their counts):
// the assigned ones and the others, each searchable and paged, with add and remove ('Место
// назначено.' / 'Место снято.', failure 'Ошибка назначения.'; both ids required, spec §5). A vendor's
// main place is set or cleared from the assigned list ('Успешно назначено.' / 'Успешно снято.').
// Each place opens within the person's breadcrumbs (`{role}/{userId}/place/{placeId}`). A regional
// manager gets and loses places with their whole city, confirmed and counted (place-assignment.ts).
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, HStack, Input, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { PersonPlacesQuery } from '../../__generated__/graphql';
import { EMPTY, formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { messages } from '../../shared/i18n/i18n';
import { runAction } from '../../shared/notify/notify';
import { paths, to } from '../../shared/paths';
import { confirmIntent } from '../../shared/ui/confirm';
import { optionLabel } from '../../shared/ui/search-select';
import { peopleMessages } from './messages';
import { placeAssignmentMessages } from './place-assignment-messages';
import { usePlaceChange, useUnassignUndo } from './place-assignment';
import type { PersonRole } from './roles';
import { SectionCard } from './section-card';

export const PLACES_OF_USER_PAGE_SIZE = 12;

const PersonPlacesQueryDoc = graphql(`
  query PersonPlaces($userId: Int!, $inSearch: String, $inPage: Int!, $outSearch: String, $outPage: Int!, $pageSize: Int!) {
    assigned: placesOfUser(userId: $userId, assigned: true, search: $inSearch, page: $inPage, pageSize: $pageSize) {
      items {
        id
        title
        address
      }
      total
    }
    notAssigned: placesOfUser(userId: $userId, assigned: false, search: $outSearch, page: $outPage, pageSize: $pageSize) {
      items {
        id
        title
        address
      }
      total
    }
  }
`);

// What a place given or taken changes of the person: both writes answer it.
graphql(`
  fragment PlacesOfUser_assigned on User {
    id
    placeId
    placeIds
    # A regional manager's places come with their cities: the profile's 'Города' follow.
    cityIds
    cities {
      id
      title
    }
  }
`);

const AddUserPlaceMutation = graphql(`
  mutation AddUserPlace($userId: Int!, $placeId: Int!) {
    addUserPlace(userId: $userId, placeId: $placeId) {
      ...PlacesOfUser_assigned @unmask
    }
  }
`);

const RemoveUserPlaceMutation = graphql(`
  mutation RemoveUserPlace($userId: Int!, $placeId: Int!) {
    removeUserPlace(userId: $userId, placeId: $placeId) {
      ...PlacesOfUser_assigned @unmask
    }
  }
`);

const SetUserPlaceMutation = graphql(`
  mutation SetUserPlace($userId: Int!, $placeId: Int!) {
    setUserPlace(userId: $userId, placeId: $placeId) {
      id
      placeId
      placeIds
      place {
        id
        title
      }
    }
  }
`);

const ResetUserPlaceMutation = graphql(`
  mutation ResetUserPlace($userId: Int!) {
    resetUserPlace(userId: $userId) {
      id
      placeId
      placeIds
      place {
        id
        title
      }
    }
  }
`);

type Place = PersonPlacesQuery['assigned']['items'][number];

const placeRoute: Record<PersonRole, string> = {
  regionalManager: paths.regionalManagerPlace,
  salesMan: paths.salesManPlace,
  vendor: paths.vendorPlace,
};

/** Search text typed in a box, sent after a pause. */
function useDebounced(value: string, ms = 300): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function PlacesOfUser({
  userId,
  role,
  personPath,
  editable,
  mainPlaceId,
}: {
  userId: number;
  role: PersonRole;
  /** The route family the page was opened in (the place links stay within it). */
  personPath: PersonRole;
  editable: boolean;
  mainPlaceId?: number | null;
}) {
  const t = useMessages(peopleMessages);
  const ta = useMessages(placeAssignmentMessages);
  const [inText, setInText] = useState('');
  const [outText, setOutText] = useState('');
  const [inPage, setInPage] = useState(1);
  const [outPage, setOutPage] = useState(1);
  const inSearch = useDebounced(inText.trim());
  const outSearch = useDebounced(outText.trim());
  useEffect(() => setInPage(1), [inSearch]);
  useEffect(() => setOutPage(1), [outSearch]);

  const { data, previousData, loading, refetch } = useQuery(PersonPlacesQueryDoc, {
    variables: { userId, inSearch: inSearch || undefined, outSearch: outSearch || undefined, inPage, outPage, pageSize: PLACES_OF_USER_PAGE_SIZE },
    // Asked again on every search or page: a change refetches only the lists shown, and a regional
    // manager's change moves a whole city, so an earlier search's cached lists would be stale.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const [add] = useMutation(AddUserPlaceMutation);
  const [remove] = useMutation(RemoveUserPlaceMutation);
  const [setMain] = useMutation(SetUserPlaceMutation);
  const [resetMain] = useMutation(ResetUserPlaceMutation);
  const [busy, setBusy] = useState<number | null>(null);

  const change = usePlaceChange();
  const offerUndo = useUnassignUndo();
  /** `taken`: a place taken from the person, whose toast offers 'Отменить' (issue 39). */
  const act = async (placeId: number | null | undefined, run: (placeId: number) => Promise<unknown>, success: string, taken = false) => {
    if (!userId || !placeId) return; // spec §5: both ids required
    setBusy(placeId);
    const done = await runAction(() => run(placeId), { success: taken ? false : success, errorTitle: ta.places.failed });
    setBusy(null);
    if (done === undefined) return;
    if (taken) offerUndo({ userId, placeId, title: messages().common.done, description: success, onUndone: refetch });
    await refetch();
  };
  /**
   * '+' / '−': for a regional manager the place's whole city, confirmed and counted (usePlaceChange);
   * '−' offers 'Отменить' (issue 39), after which the lists are read again.
   */
  const toggle = async (placeId: number, assign: boolean) => {
    if (role !== 'regionalManager') {
      await (assign
        ? act(placeId, (id) => add({ variables: { userId, placeId: id } }), ta.places.placeAssigned)
        : act(placeId, (id) => remove({ variables: { userId, placeId: id } }), ta.places.placeRemoved, true));
      return;
    }
    if (!userId) return;
    setBusy(placeId);
    const done = await change({
      userId,
      placeId,
      assign,
      run: () => (assign ? add({ variables: { userId, placeId } }) : remove({ variables: { userId, placeId } })),
      success: assign ? ta.places.placeAssigned : ta.places.placeRemoved,
      onUndone: refetch,
    });
    setBusy(null);
    if (done) await refetch();
  };

  const list = (kind: 'assigned' | 'notAssigned') => {
    const page = shown?.[kind];
    const assigned = kind === 'assigned';
    const current = assigned ? inPage : outPage;
    const pages = Math.max(1, Math.ceil((page?.total ?? 0) / PLACES_OF_USER_PAGE_SIZE));
    const title = assigned ? ta.places.assigned : ta.places.notAssigned;
    return (
      <SectionCard
        title={title}
        heading={
          <>
            {title} · <span data-testid={`${kind}-count`}>{page ? formatNumber(page.total) : EMPTY}</span>
          </>
        }
      >
        <Stack gap="3">
          <Input
            type="search"
            aria-label={`${ta.places.search}: ${title}`}
            placeholder={ta.places.search}
            value={assigned ? inText : outText}
            onChange={(e) => (assigned ? setInText : setOutText)(e.target.value)}
          />
          {page && page.items.length === 0 && <Text color="fg.muted">{ta.places.none}</Text>}
          <Stack as="ul" gap="1" listStyleType="none" aria-busy={loading || undefined}>
            {page?.items.map((place: Place) => (
              <HStack as="li" key={place.id} justify="space-between" gap="2" py="1" borderBottomWidth="1px">
                <Box minW="0">
                  <Link asChild>
                    <RouterLink to={to(placeRoute[personPath], { userId, placeId: place.id })}>{optionLabel(place.title)}</RouterLink>
                  </Link>
                  {mainPlaceId === place.id && (
                    <Badge ms="2" colorPalette="blue">
                      {t.person.mainPlace}
                    </Badge>
                  )}
                  {place.address && (
                    <Text textStyle="xs" color="fg.muted" lineClamp={1}>
                      {place.address}
                    </Text>
                  )}
                </Box>
                {editable && (
                  <HStack gap="1" flexShrink={0}>
                    {assigned && role === 'vendor' && mainPlaceId !== place.id && (
                      <Button
                        size="xs"
                        variant="ghost"
                        disabled={busy !== null}
                        onClick={() => void act(place.id, (id) => setMain({ variables: { userId, placeId: id } }), ta.places.assigned2)}
                      >
                        {t.person.setMainPlace}
                      </Button>
                    )}
                    {assigned && role === 'vendor' && mainPlaceId === place.id && (
                      <Button size="xs" variant="ghost" disabled={busy !== null} onClick={() => void act(place.id, () => resetMain({ variables: { userId } }), ta.places.removed2)}>
                        {t.person.resetMainPlace}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette={assigned ? 'red' : 'blue'}
                      aria-label={assigned ? ta.places.remove(optionLabel(place.title)) : ta.places.add(optionLabel(place.title))}
                      loading={busy === place.id}
                      disabled={busy !== null}
                      {...(role === 'regionalManager' && confirmIntent)}
                      onClick={() => void toggle(place.id, !assigned)}
                    >
                      {assigned ? '−' : '+'}
                    </Button>
                  </HStack>
                )}
              </HStack>
            ))}
          </Stack>
          {pages > 1 && (
            <HStack justify="space-between">
              <Button size="xs" variant="outline" disabled={current <= 1} onClick={() => (assigned ? setInPage : setOutPage)(current - 1)}>
                {ta.places.previous}
              </Button>
              <Text textStyle="sm">{ta.places.pageOf(current, pages)}</Text>
              <Button size="xs" variant="outline" disabled={current >= pages} onClick={() => (assigned ? setInPage : setOutPage)(current + 1)}>
                {ta.places.next}
              </Button>
            </HStack>
          )}
        </Stack>
      </SectionCard>
    );
  };

  return (
    <Stack gap="3">
      {role === 'regionalManager' && (
        <Text color="fg.muted" textStyle="sm" data-testid="assignment-rule">
          {ta.assignment.rule}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, lg: editable ? 2 : 1 }} gap="6" alignItems="start">
        {list('assigned')}
        {editable && list('notAssigned')}
      </SimpleGrid>
    </Stack>
  );
}
