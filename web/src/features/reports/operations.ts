// The report queries (decisions §8) and the selectors' searches of the reports screen.
import { visit, type DocumentNode, type FieldNode } from 'graphql';
import { graphql } from '../../__generated__';
import type { TicketStatsKey } from '../../__generated__/graphql';

export const ReportTicketStatsQuery = graphql(`
  query ReportTicketStats($groupBy: [TicketStatsKey!], $filter: ReportFilter, $limit: Int) {
    ticketStats(groupBy: $groupBy, filter: $filter, limit: $limit) {
      groupBy
      groups {
        key {
          status
          day
          regionId
          region {
            id
            title
          }
          cityId
          city {
            id
            title
          }
          placeId
          place {
            id
            title
            address
          }
          userId
          user {
            id
            name
            surname
            phone
          }
          productId
          product {
            id
            title
          }
        }
        count
        totalSum
        score
        units
      }
      totals {
        count
        totalSum
        score
        units
      }
    }
  }
`);

export const ReportPlanFactPageQuery = graphql(`
  query ReportPlanFactPage($filter: ReportFilter, $page: Int!, $pageSize: Int!) {
    planFactPage(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      items {
        planId
        placeId
        place {
          id
          title
          address
        }
        periodId
        period {
          id
          startDate
          endDate
        }
        plan
        fact
        percent
        tickets
        score
      }
    }
  }
`);

export const ReportActivityQuery = graphql(`
  query ReportActivity($by: ActivitySubject!, $filter: ReportFilter, $limit: Int) {
    activity(by: $by, filter: $filter, limit: $limit) {
      userId
      user {
        id
        name
        surname
        phone
      }
      tickets
      score
      activePlaces
      places
      lastUpload
    }
  }
`);

export const ReportCampaignsSearchQuery = graphql(`
  query ReportCampaignsSearch($search: String, $pageSize: Int!) {
    campaigns(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {
      items {
        id
        title
      }
    }
  }
`);

export const ReportPeriodsSearchQuery = graphql(`
  query ReportPeriodsSearch($where: PeriodWhere, $pageSize: Int!) {
    periods(where: $where, pageSize: $pageSize, orderBy: [{ field: startDate, direction: DESC }]) {
      items {
        id
        startDate
        endDate
      }
    }
  }
`);

export const ReportRegionsSearchQuery = graphql(`
  query ReportRegionsSearch($search: String, $pageSize: Int!) {
    regions(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {
      items {
        id
        title
      }
    }
  }
`);

export const ReportCitiesSearchQuery = graphql(`
  query ReportCitiesSearch($search: String, $where: CityWhere, $pageSize: Int!) {
    cities(search: $search, where: $where, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {
      items {
        id
        title
      }
    }
  }
`);

/** The fields of a group's key that each grouping fills. */
const KEY_FIELDS: Record<TicketStatsKey, readonly string[]> = {
  status: ['status'],
  day: ['day'],
  campaign: ['campaignId', 'campaign'],
  period: ['periodId', 'period'],
  region: ['regionId', 'region'],
  city: ['cityId', 'city'],
  place: ['placeId', 'place'],
  user: ['userId', 'user'],
  product: ['productId', 'product'],
};

const tailored = new Map<TicketStatsKey, typeof ReportTicketStatsQuery>();

/**
 * `ReportTicketStats` selecting only the key fields of its grouping, so the request (and what
 * 'Показать запрос' shows) asks for what the report draws; the answer's type is the same, with the
 * other keys absent.
 */
export function ticketStatsDocument(groupBy: TicketStatsKey): typeof ReportTicketStatsQuery {
  const known = tailored.get(groupBy);
  if (known) return known;
  const keep = new Set(KEY_FIELDS[groupBy]);
  const document = visit(ReportTicketStatsQuery as DocumentNode, {
    Field(node: FieldNode) {
      if (node.name.value !== 'key' || !node.selectionSet) return undefined;
      return {
        ...node,
        selectionSet: {
          ...node.selectionSet,
          selections: node.selectionSet.selections.filter((s) => s.kind === 'Field' && keep.has(s.name.value)),
        },
      };
    },
  }) as typeof ReportTicketStatsQuery;
  tailored.set(groupBy, document);
  return document;
}
