// The search functions of the selectors (spec §9: 49 items, cities 30): one document a kind of record,
// for every screen's filters and forms. Campaigns by title unless a screen asks for the newest first.
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../__generated__';
import type { PlaceRole } from '../__generated__/graphql';

const LookupCampaignsQuery = graphql(`
  query LookupCampaigns($search: String, $pageSize: Int!, $orderBy: [TitledOrder!]) {
    campaigns(search: $search, pageSize: $pageSize, orderBy: $orderBy) {
      items {
        id
        title
      }
    }
  }
`);

const LookupPeriodsQuery = graphql(`
  query LookupPeriods($where: PeriodWhere, $pageSize: Int!) {
    periods(where: $where, pageSize: $pageSize, orderBy: [{ field: startDate, direction: DESC }]) {
      items {
        id
        startDate
        endDate
      }
    }
  }
`);

const LookupRegionsQuery = graphql(`
  query LookupRegions($search: String, $pageSize: Int!) {
    regions(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {
      items {
        id
        title
      }
    }
  }
`);

const LookupCitiesQuery = graphql(`
  query LookupCities($search: String, $where: CityWhere, $pageSize: Int!) {
    cities(search: $search, where: $where, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {
      items {
        id
        title
      }
    }
  }
`);

const LookupPlaceTypesQuery = graphql(`
  query LookupPlaceTypes($search: String, $pageSize: Int!) {
    placeTypes(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {
      items {
        id
        title
      }
    }
  }
`);

const LookupPlacesQuery = graphql(`
  query LookupPlaces($search: String, $pageSize: Int!, $where: PlaceWhere) {
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

const LookupUsersQuery = graphql(`
  query LookupUsers($search: String, $pageSize: Int!, $where: UserWhere) {
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

export interface PeriodOption {
  id: number;
  startDate: string;
  endDate: string;
}

/** A selector's search: at most `limit` items matching `text` (empty: the first ones). */
type Search<T> = (text: string, limit: number) => Promise<T[]>;

/** The search functions of every selector; stable across renders. */
export function useLookups() {
  const client = useApolloClient();
  return useMemo(() => {
    const search = (value: string) => value || undefined;
    const campaignsIn =
      (newestFirst: boolean): Search<Titled> =>
      async (text, limit) =>
        (
          await client.query({
            query: LookupCampaignsQuery,
            variables: { search: search(text), pageSize: limit, orderBy: newestFirst ? undefined : [{ field: 'title', direction: 'ASC' }] },
          })
        ).data?.campaigns.items ?? [];
    const citiesIn =
      (regionId: number | undefined): Search<Titled> =>
      async (text, limit) =>
        (
          await client.query({
            query: LookupCitiesQuery,
            variables: { search: search(text), where: regionId !== undefined ? { regionId: { eq: regionId } } : undefined, pageSize: limit },
          })
        ).data?.cities.items ?? [];
    const placesIn =
      (cityId: number | null | undefined): Search<PlaceOption> =>
      async (text, limit) =>
        (await client.query({ query: LookupPlacesQuery, variables: { search: search(text), pageSize: limit, where: cityId ? { cityId: { eq: cityId } } : undefined } })).data
          ?.places.items ?? [];
    const usersOf =
      (role: PlaceRole | undefined): Search<PersonOption> =>
      async (text, limit) =>
        (await client.query({ query: LookupUsersQuery, variables: { search: search(text), pageSize: limit, where: role ? { roleName: { eq: role } } : undefined } })).data?.users
          .items ?? [];
    return {
      campaigns: campaignsIn(false),
      /** The campaigns in the gateway's own order, the newest first. */
      newestCampaigns: campaignsIn(true),
      /** The periods of a campaign (every period without one), the latest first; at most 100. */
      periodsOf:
        (campaignId: number | undefined): Search<PeriodOption> =>
        async (_text, limit) =>
          (
            await client.query({
              query: LookupPeriodsQuery,
              variables: { where: campaignId !== undefined ? { campaignId: { eq: campaignId } } : undefined, pageSize: Math.min(limit, 100) },
            })
          ).data?.periods.items ?? [],
      regions: (async (text, limit) =>
        (await client.query({ query: LookupRegionsQuery, variables: { search: search(text), pageSize: limit } })).data?.regions.items ?? []) as Search<Titled>,
      cities: citiesIn(undefined),
      /** The cities of one region (every city without one). */
      citiesIn,
      placeTypes: (async (text, limit) =>
        (await client.query({ query: LookupPlaceTypesQuery, variables: { search: search(text), pageSize: limit } })).data?.placeTypes.items ?? []) as Search<Titled>,
      places: placesIn(undefined),
      /** The places of one city (a form whose 'Город' is chosen); every place without one. */
      placesIn,
      users: usersOf(undefined),
      /** The people of one role. */
      usersOf,
    };
  }, [client]);
}
