// The report queries (product-rules §8) and the selectors' searches of the reports screen. Each is sent as
// written here (issue 28): the statistics query selects every grouping's key, the keys of the other
// groupings answering null (the gateway reads nothing for them).
import { graphql } from '../../__generated__';

export const ReportTicketStatsQuery = graphql(`
  query ReportTicketStats($groupBy: [TicketStatsKey!], $filter: ReportFilter, $limit: Int) {
    ticketStats(groupBy: $groupBy, filter: $filter, limit: $limit) {
      groupBy
      groups {
        key {
          status
          statusCode
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
