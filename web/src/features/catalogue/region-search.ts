// The regions selector's search, shared by the city editor and the plans (its own module, so that the
// campaigns' chunk does not take the cities screen with it).
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { Picked } from './editor-kit';

const CitySelectRegionsQuery = graphql(`
  query CitySelectRegions($search: String, $pageSize: Int!) {
    regions(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {
      items {
        id
        title
      }
    }
  }
`);

/** Regions for a selector (49 at most). */
export function useRegionSearch() {
  const client = useApolloClient();
  return async (text: string, limit: number): Promise<Picked[]> =>
    (await client.query({ query: CitySelectRegionsQuery, variables: { search: text || undefined, pageSize: limit } })).data?.regions.items ?? [];
}
