// `/app/places` (spec §2, §5, §9): 12 a page, newest first; search by title, address, internal id
// and INN; filters by city, region (through the region's cities), place type and campaign, all in
// the URL; CSV of the filtered list; 'Новое место' for administrators.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Field, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { PlacesRouteQuery } from '../../__generated__/graphql';
import { CsvExportButton, queryPages } from '../../shared/csv/csv-export-button';
import { EMPTY, formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { useSessionUser } from '../../shared/session/session-context';
import { DataTable, type DataColumn } from '../../shared/ui/data-table';
import { ListPage, useListState } from '../../shared/ui/list-page';
import { PageHeader } from '../../shared/ui/page-header';
import { CITY_SELECT_LIMIT, optionLabel, TitledSelect } from '../../shared/ui/search-select';
import { useLookups, type Titled } from '../../shared/lookups';
import { peopleMessages } from './messages';
import { PLACES_PAGE_SIZE, placesRouteVariables, regionOf } from './place-starter';

const PlacesRegionCitiesQueryDoc = graphql(`
  query PlacesRegionCities($regionId: Int!) {
    cities(where: { regionId: { eq: $regionId } }, pageSize: 100) {
      items {
        id
      }
    }
  }
`);

type Place = PlacesRouteQuery['places']['items'][number];

type FilterName = 'city' | 'region' | 'placeType' | 'campaign';

const PlacesRouteQueryDoc = graphql(`
  query PlacesRoute($where: PlaceWhere, $search: String, $orderBy: [PlaceOrder!], $page: Int!, $pageSize: Int!) {
    places(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {
      items {
        id
        title
        address
        internalId
        inn
        blocked
        city {
          id
          title
        }
        placeType {
          id
          title
        }
        campaign {
          id
          title
        }
      }
      total
      page
      pageSize
    }
  }
`);

export function PlacesPage() {
  const t = useMessages(peopleMessages);
  const viewer = useSessionUser();
  const client = useApolloClient();
  const lookups = useLookups();
  const state = useListState({
    pageSize: PLACES_PAGE_SIZE,
    params: ['city', 'cityName', 'region', 'regionName', 'placeType', 'placeTypeName', 'campaign', 'campaignName'],
  });
  const [params] = useSearchParams();
  const regionId = regionOf(params);
  const region = useQuery(PlacesRegionCitiesQueryDoc, { variables: { regionId: regionId ?? 0 }, skip: regionId === null });
  const regionCityIds = region.data?.cities.items.map((c) => c.id);
  // Without a region, the route's loader started this read while the screen's code loaded (place-starter.ts).
  const variables = placesRouteVariables(params, regionCityIds);
  const { data, previousData, loading, error, refetch } = useQuery(PlacesRouteQueryDoc, {
    variables,
    skip: regionId !== null && !regionCityIds,
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? (loading ? previousData : undefined);
  const places = shown?.places;

  const columns: DataColumn<Place>[] = [
    { key: 'id', header: t.columns.id, cell: (p) => p.id, sortField: 'id', firstDirection: 'DESC', nowrap: true },
    { key: 'title', header: t.columns.title, cell: (p) => optionLabel(p.title), link: true, sortField: 'title', minW: '40' },
    { key: 'address', header: t.columns.address, cell: (p) => p.address ?? EMPTY, sortField: 'address', minW: '48' },
    { key: 'city', header: t.columns.city, cell: (p) => p.city?.title ?? EMPTY },
    { key: 'internalId', header: t.columns.internalId, cell: (p) => p.internalId ?? EMPTY, sortField: 'internalId' },
    { key: 'inn', header: t.columns.inn, cell: (p) => p.inn ?? EMPTY, nowrap: true },
    { key: 'placeType', header: t.columns.placeType, cell: (p) => p.placeType?.title ?? EMPTY },
    { key: 'campaign', header: t.columns.campaign, cell: (p) => p.campaign?.title ?? EMPTY },
  ];

  const selector = (name: FilterName, label: string, search: (text: string, limit: number) => Promise<Titled[]>, limit?: number) => (
    <Field.Root maxW={{ md: '56' }} key={name}>
      <TitledSelect
        label={label}
        search={search}
        limit={limit}
        value={state.values[name] ? { id: Number(state.values[name]), title: state.values[`${name}Name`] } : null}
        onChange={(x) => state.setValues({ [name]: x ? String(x.id) : undefined, [`${name}Name`]: x?.title ?? undefined })}
      />
    </Field.Root>
  );

  const fetchPage = queryPages(client, PlacesRouteQueryDoc, variables, 'places');
  const exportButton = (
    <CsvExportButton
      filename={t.csvFile.places}
      fetchPage={fetchPage}
      columns={[
        { header: t.columns.id, value: (p) => p.id },
        { header: t.columns.title, value: (p) => p.title },
        { header: t.columns.address, value: (p) => p.address },
        { header: t.columns.city, value: (p) => p.city?.title ?? EMPTY },
        { header: t.columns.internalId, value: (p) => p.internalId },
        { header: t.columns.inn, value: (p) => p.inn },
        { header: t.columns.placeType, value: (p) => p.placeType?.title ?? EMPTY },
        { header: t.columns.campaign, value: (p) => p.campaign?.title ?? EMPTY },
        { header: t.columns.blocked, value: (p) => (p.blocked ? t.yes : t.no) },
      ]}
    />
  );

  return (
    <Stack gap="4">
      <PageHeader
        title={t.titles.places}
        subtitle={places ? t.total(formatNumber(places.total)) : undefined}
        actions={
          viewer?.rights?.editPlaces ? (
            <Button asChild>
              <RouterLink to={to(paths.place)}>{t.single.newPlace}</RouterLink>
            </Button>
          ) : undefined
        }
      />
      <ListPage
        state={state}
        items={places?.items}
        total={places?.total}
        loading={loading || region.loading}
        error={error ?? region.error}
        onRetry={() => void refetch()}
        searchPlaceholder={t.searchPlaces}
        toolbar={
          <>
            {selector('city', t.filters.city, lookups.cities, CITY_SELECT_LIMIT)}
            {selector('region', t.filters.region, lookups.regions)}
            {selector('placeType', t.filters.placeType, lookups.placeTypes)}
            {selector('campaign', t.filters.campaign, lookups.newestCampaigns)}
          </>
        }
        actions={exportButton}
      >
        {(items) => (
          <DataTable
            label={t.titles.places}
            columns={columns}
            rows={items}
            rowKey={(p) => p.id}
            rowHref={(p) => to(paths.place, { id: p.id })}
            rowLabel={(p) => t.placeLink(optionLabel(p.title))}
            busy={loading}
            sort={state.sort}
            onSortChange={state.setSort}
          />
        )}
      </ListPage>
    </Stack>
  );
}
