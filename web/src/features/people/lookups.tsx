// Search functions for the selectors of the people and places screens (spec §9: 49 items, cities 30),
// and the small pieces the screens share (status badge).
import { useApolloClient } from '@apollo/client/react';
import { Badge } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql } from '../../__generated__';
import type { PlaceRole } from '../../__generated__/graphql';
import { userStatusLabel, type UserStatus } from '../../shared/users';

const PeopleCitiesSearchQuery = graphql(`
  query PeopleCitiesSearch($search: String, $pageSize: Int!) {
    cities(search: $search, pageSize: $pageSize) {
      items {
        id
        title
      }
    }
  }
`);

const PeopleRegionsSearchQuery = graphql(`
  query PeopleRegionsSearch($search: String, $pageSize: Int!) {
    regions(search: $search, pageSize: $pageSize) {
      items {
        id
        title
      }
    }
  }
`);

const PeoplePlaceTypesSearchQuery = graphql(`
  query PeoplePlaceTypesSearch($search: String, $pageSize: Int!) {
    placeTypes(search: $search, pageSize: $pageSize) {
      items {
        id
        title
      }
    }
  }
`);

const PeopleCampaignsSearchQuery = graphql(`
  query PeopleCampaignsSearch($search: String, $pageSize: Int!) {
    campaigns(search: $search, pageSize: $pageSize) {
      items {
        id
        title
      }
    }
  }
`);

const PeoplePlacesSearchQuery = graphql(`
  query PeoplePlacesSearch($search: String, $pageSize: Int!, $where: PlaceWhere) {
    places(search: $search, pageSize: $pageSize, where: $where, orderBy: [{ field: title, direction: ASC }]) {
      items {
        id
        title
        address
        city {
          id
          title
        }
      }
    }
  }
`);

const PeopleUsersSearchQuery = graphql(`
  query PeopleUsersSearch($search: String, $pageSize: Int!, $where: UserWhere) {
    users(search: $search, pageSize: $pageSize, where: $where) {
      items {
        id
        name
        surname
        phone
      }
    }
  }
`);

export interface Titled {
  id: number;
  title: string | null;
}

/** A place in a picker: its title, address and city tell the six 'Лента' apart. */
export interface PlaceOption extends Titled {
  address?: string | null;
  city?: { id: number; title: string | null } | null;
}

export interface PersonOption {
  id: number;
  name: string | null;
  surname: string | null;
  phone: string | null;
}

/** The search functions of every selector on these screens; stable across renders. */
export function useLookups() {
  const client = useApolloClient();
  return useMemo(() => {
    const text = (value: string) => value || undefined;
    return {
      cities: async (search: string, limit: number): Promise<Titled[]> =>
        (await client.query({ query: PeopleCitiesSearchQuery, variables: { search: text(search), pageSize: limit } })).data?.cities.items ?? [],
      regions: async (search: string, limit: number): Promise<Titled[]> =>
        (await client.query({ query: PeopleRegionsSearchQuery, variables: { search: text(search), pageSize: limit } })).data?.regions.items ?? [],
      placeTypes: async (search: string, limit: number): Promise<Titled[]> =>
        (await client.query({ query: PeoplePlaceTypesSearchQuery, variables: { search: text(search), pageSize: limit } })).data?.placeTypes.items ?? [],
      campaigns: async (search: string, limit: number): Promise<Titled[]> =>
        (await client.query({ query: PeopleCampaignsSearchQuery, variables: { search: text(search), pageSize: limit } })).data?.campaigns.items ?? [],
      places: async (search: string, limit: number): Promise<PlaceOption[]> =>
        (await client.query({ query: PeoplePlacesSearchQuery, variables: { search: text(search), pageSize: limit } })).data?.places.items ?? [],
      /** The places of one city only (a form whose 'Город' is chosen); every place without one. */
      placesIn:
        (cityId: number | null | undefined) =>
        async (search: string, limit: number): Promise<PlaceOption[]> =>
          (
            await client.query({
              query: PeoplePlacesSearchQuery,
              variables: { search: text(search), pageSize: limit, where: cityId ? { cityId: { eq: cityId } } : undefined },
            })
          ).data?.places.items ?? [],
      users:
        (role: PlaceRole) =>
        async (search: string, limit: number): Promise<PersonOption[]> =>
          (
            await client.query({
              query: PeopleUsersSearchQuery,
              variables: { search: text(search), pageSize: limit, where: { roleName: { eq: role } } },
            })
          ).data?.users.items ?? [],
    };
  }, [client]);
}

const STATUS_COLORS: Record<UserStatus, string> = { INVITED: 'orange', BLOCKED: 'red', ACTIVE: 'green' };

/** The status label of spec §4: приглашен / заблокирован / активный, of the gateway's `User.status` (its one home). */
export function UserStatusBadge({ user: { status } }: { user: { status: UserStatus } }) {
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="subtle" data-status={status}>
      {userStatusLabel(status)}
    </Badge>
  );
}
