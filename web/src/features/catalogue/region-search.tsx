// The regions selector's search, shared by the city editor, and the region filter of the cities list and the plans (its own
// module, so that the campaigns' chunk does not take the cities screen with it).
import { useApolloClient } from '@apollo/client/react';
import { Field } from '@chakra-ui/react';
import type { ListState } from '../../shared/ui/list-page';
import { SearchSelect } from '../../shared/ui/search-select';
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

/** A list's region filter, in the URL as `region` (its id) and `regionName`. */
export function RegionFilter({ label, state }: { label: string; state: Pick<ListState<unknown, 'region' | 'regionName'>, 'values' | 'setValues'> }) {
  const search = useRegionSearch();
  return (
    <Field.Root maxW={{ md: '64' }}>
      <SearchSelect
        label={label}
        search={search}
        getKey={(r) => r.id}
        getLabel={(r) => r.title}
        value={state.values.region ? { id: Number(state.values.region), title: state.values.regionName } : null}
        onChange={(r) => state.setValues({ region: r ? String(r.id) : undefined, regionName: r?.title ?? undefined })}
      />
    </Field.Root>
  );
}
