// `cities` (spec §2, §3): the list with search, a region filter, paging and sort in the URL, CSV of
// the whole filtered list. The editor (`city/{id?}`) is `city.tsx`, a chunk of its own: the list does
// not load the forms' code (issue 27).
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { CsvExportButton, queryPages } from '../../shared/csv/csv-export-button';
import { EMPTY } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { useListState } from '../../shared/ui/list-page';
import { useSearchParams } from 'react-router-dom';
import { citiesVariables } from './catalogue-starter';
import { RegionFilter } from './region-search';
import { CatalogueList, useListQuery } from './catalogue-list';
import { catalogueMessages } from './messages';

const CitiesRouteQuery = graphql(`
  query CitiesRoute($where: CityWhere, $search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {
    cities(where: $where, search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {
      items {
        ...CityPage_city @unmask
      }
      total
    }
  }
`);

export function CitiesPage() {
  const t = useMessages(catalogueMessages);
  const client = useApolloClient();
  const state = useListState({ params: ['region', 'regionName'] });
  const variables = citiesVariables(useSearchParams()[0]);
  const [, list] = useListQuery(CitiesRouteQuery, variables, 'cities');
  const fetchPage = queryPages(client, CitiesRouteQuery, variables, 'cities');
  return (
    <CatalogueList
      texts={t.cities}
      href={(id) => to(paths.city, { id })}
      columns={[
        { key: 'region', header: t.cities.region, cell: (r) => r.region?.title ?? EMPTY },
        { key: 'admEntity', header: t.cities.admEntity, cell: (r) => r.admEntity?.title ?? EMPTY },
        { key: 'timeZone', header: t.cities.timeZone, cell: (r) => r.timeZone ?? EMPTY, nowrap: true },
      ]}
      state={state}
      {...list}
      toolbar={<RegionFilter label={t.cities.region} state={state} />}
      actions={
        <CsvExportButton
          filename={t.cities.csvFile}
          fetchPage={fetchPage}
          columns={[
            { header: t.common.id, value: (r) => r.id },
            { header: t.common.title, value: (r) => r.title },
            { header: t.cities.region, value: (r) => r.region?.title },
            { header: t.cities.admEntity, value: (r) => r.admEntity?.title },
            { header: t.cities.timeZone, value: (r) => r.timeZone },
          ]}
        />
      }
    />
  );
}
