// 'История' of a campaign and of a period (issue 17), read when asked for (the pages keep their
// REST budget); once shown, the answers of the pages' updates, which spread the same fragments,
// keep it current. Field names are the editors' own labels; dates and yes/no read as on the form.
import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { formatDate, formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import type { AuditFieldFormat } from '../../shared/ui/audit-history';
import { AuditHistory, HistoryOnDemand } from '../../shared/ui/history-on-demand';
import { catalogueMessages } from './messages';

export const CampaignHistoryFragmentDoc = graphql(`
  fragment CampaignHistory_campaign on Campaign {
    id
    history(pageSize: 50) {
      items {
        ...AuditHistory_entry @unmask
      }
    }
  }
`);

export const PeriodHistoryFragmentDoc = graphql(`
  fragment PeriodHistory_period on Period {
    id
    history(pageSize: 50) {
      items {
        ...AuditHistory_entry @unmask
      }
    }
  }
`);

const CampaignHistoryQuery = graphql(`
  query CampaignHistory($id: Int!) {
    campaign(id: $id) {
      id
      ...CampaignHistory_campaign
    }
  }
`);

const PeriodHistoryQuery = graphql(`
  query PeriodHistory($id: Int!) {
    period(id: $id) {
      id
      ...PeriodHistory_period
    }
  }
`);

/** How a campaign's and a period's fields read in their history: the editors' labels. */
function useCatalogueFormat(): AuditFieldFormat {
  const t = useMessages(catalogueMessages);
  const labels: Record<string, string> = {
    title: t.common.title,
    shortTitle: t.campaigns.shortTitle,
    description: t.campaigns.description,
    isActive: t.campaigns.isActive,
    taskNumber: t.campaigns.taskNumber,
    ticketLifetime: t.campaigns.ticketLifetime,
    rulesLink: t.campaigns.rulesLink,
    guideLink: t.campaigns.guideLink,
    matches: t.campaigns.matches,
    exclusions: t.campaigns.exclusions,
    placeScoreLimit: t.campaigns.placeScoreLimit,
    ticketSalesLimit: t.campaigns.ticketSalesLimit,
    userScoreLimit: t.campaigns.userScoreLimit,
    startDate: t.periods.startDate,
    endDate: t.periods.endDate,
    note: t.periods.note,
    requiresRegistration: t.periods.requiresRegistration,
    campaignId: t.campaigns.one,
  };
  return {
    label: (field) => labels[field],
    order: Object.keys(labels),
    value: (field, value) => {
      if ((field === 'startDate' || field === 'endDate') && typeof value === 'string') return formatDate(value);
      if (typeof value === 'boolean') return value ? t.common.yes : t.common.no;
      if (typeof value === 'number') return formatNumber(value);
      return undefined;
    },
  };
}

export function CampaignHistory({ campaign: ref }: { campaign: FragmentType<typeof CampaignHistoryFragmentDoc> }) {
  const format = useCatalogueFormat();
  const { data, complete } = useFragment({ fragment: CampaignHistoryFragmentDoc, fragmentName: 'CampaignHistory_campaign', from: ref });
  return complete ? <AuditHistory entries={data.history.items} format={format} /> : null;
}

export function PeriodHistory({ period: ref }: { period: FragmentType<typeof PeriodHistoryFragmentDoc> }) {
  const format = useCatalogueFormat();
  const { data, complete } = useFragment({ fragment: PeriodHistoryFragmentDoc, fragmentName: 'PeriodHistory_period', from: ref });
  return complete ? <AuditHistory entries={data.history.items} format={format} /> : null;
}

function CampaignHistoryLoaded({ id }: { id: number }) {
  const { data } = useQuery(CampaignHistoryQuery, { variables: { id } });
  return data?.campaign ? <CampaignHistory campaign={data.campaign} /> : null;
}

function PeriodHistoryLoaded({ id }: { id: number }) {
  const { data } = useQuery(PeriodHistoryQuery, { variables: { id } });
  return data?.period ? <PeriodHistory period={data.period} /> : null;
}

export function CampaignHistorySection({ id }: { id: number }) {
  return <HistoryOnDemand>{() => <CampaignHistoryLoaded id={id} />}</HistoryOnDemand>;
}

export function PeriodHistorySection({ id }: { id: number }) {
  return <HistoryOnDemand>{() => <PeriodHistoryLoaded id={id} />}</HistoryOnDemand>;
}
