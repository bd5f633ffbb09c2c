// `campaigns` (spec §2, §3): the list with search, active/inactive filters, paging and sort in the
// URL. The editor (`campaign/{id?}`) is `campaign.tsx`, a chunk of its own: the list does not load the
// forms' code (issue 27).
import { Badge } from '@chakra-ui/react';
import { graphql } from '../../__generated__';
import type { CampaignWhere } from '../../__generated__/graphql';
import { useSearchParams } from 'react-router-dom';
import { EMPTY, formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { useListState, type ListFilter } from '../../shared/ui/list-page';
import { CatalogueList, useListQuery } from './catalogue-list';
import { catalogueMessages } from './messages';
import { CAMPAIGN_FILTERS, campaignsVariables } from './catalogue-starter';

const CampaignsRouteQuery = graphql(`
  query CampaignsRoute($where: CampaignWhere, $search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {
    campaigns(where: $where, search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {
      items {
        id
        title
        shortTitle
        isActive
        taskNumber
        ticketLifetime
      }
      total
    }
  }
`);

export function CampaignsPage() {
  const t = useMessages(catalogueMessages);
  const filters: ListFilter<CampaignWhere>[] = [
    { name: 'active', label: t.campaigns.filters.active, where: CAMPAIGN_FILTERS.active },
    { name: 'inactive', label: t.campaigns.filters.inactive, where: CAMPAIGN_FILTERS.inactive },
  ];
  const state = useListState({ filters });
  const [, list] = useListQuery(CampaignsRouteQuery, campaignsVariables(useSearchParams()[0]), 'campaigns');
  return (
    <CatalogueList
      texts={t.campaigns}
      href={(id) => to(paths.campaign, { id })}
      columns={[
        { key: 'shortTitle', header: t.campaigns.shortTitle, cell: (r) => r.shortTitle ?? EMPTY },
        {
          key: 'status',
          header: t.campaigns.status,
          cell: (r) => <Badge colorPalette={r.isActive ? 'green' : 'gray'}>{r.isActive ? t.campaigns.active : t.campaigns.inactive}</Badge>,
        },
        { key: 'taskNumber', header: t.campaigns.taskNumber, cell: (r) => r.taskNumber ?? EMPTY },
        { key: 'ticketLifetime', header: t.campaigns.ticketLifetime, align: 'end', wrap: true, minW: '24', cell: (r) => formatNumber(r.ticketLifetime) },
      ]}
      state={state}
      filters={filters}
      {...list}
    />
  );
}
