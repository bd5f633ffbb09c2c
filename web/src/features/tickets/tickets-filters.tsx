// The tickets list's own filters under its search box (spec §9): place, user, campaign, its period and
// a date range, all in the URL. A component of its own that reads the URL itself, so that the list's
// answers (the rows, then the counts) never draw it again (issue 42).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Field } from '@chakra-ui/react';
import { memo } from 'react';
import { graphql } from '../../__generated__';
import { formatDate, formatPhone } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { DateRangeFilter } from '../../shared/ui/date-range-filter';
import { useListState } from '../../shared/ui/list-page';
import { placeDescription, SearchSelect } from '../../shared/ui/search-select';
import { userDisplayName } from '../../shared/users';
import { ticketsMessages } from './messages';
import { TICKETS_LIST_PARAMS } from './tickets-list';

const TicketsPlacesSearchQuery = graphql(`
  query TicketsPlacesSearch($search: String, $pageSize: Int!) {
    places(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {
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

/** The place of a URL's `place=` without its name (a link, a bookmark): its title for the picker (issue 39). */
const TicketsFilterPlaceQuery = graphql(`
  query TicketsFilterPlace($id: Int!) {
    place(id: $id) {
      id
      title
    }
  }
`);

const TicketsUsersSearchQuery = graphql(`
  query TicketsUsersSearch($search: String, $pageSize: Int!) {
    users(search: $search, pageSize: $pageSize) {
      items {
        id
        name
        surname
        phone
      }
    }
  }
`);

const TicketsCampaignsSearchQuery = graphql(`
  query TicketsCampaignsSearch($search: String, $pageSize: Int!) {
    campaigns(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {
      items {
        id
        title
      }
    }
  }
`);

const TicketsPeriodsSearchQuery = graphql(`
  query TicketsPeriodsSearch($campaignId: Int!, $pageSize: Int!) {
    periods(where: { campaignId: { eq: $campaignId } }, orderBy: [{ field: startDate, direction: DESC }], pageSize: $pageSize) {
      items {
        id
        startDate
        endDate
      }
    }
  }
`);

export const TicketsFilters = memo(function TicketsFilters() {
  const t = useMessages(ticketsMessages);
  const client = useApolloClient();
  const { values, setValues } = useListState({ params: TICKETS_LIST_PARAMS });
  const placeId = Number(values.place);
  const { data: placeData } = useQuery(TicketsFilterPlaceQuery, {
    variables: { id: placeId },
    skip: !Number.isInteger(placeId) || placeId <= 0 || Boolean(values.placeName),
    errorPolicy: 'all',
  });

  const searchPlaces = async (text: string, limit: number) =>
    (await client.query({ query: TicketsPlacesSearchQuery, variables: { search: text || undefined, pageSize: limit } })).data?.places.items ?? [];
  const searchUsers = async (text: string, limit: number) =>
    (await client.query({ query: TicketsUsersSearchQuery, variables: { search: text || undefined, pageSize: limit } })).data?.users.items ?? [];
  const searchCampaigns = async (text: string, limit: number) =>
    (await client.query({ query: TicketsCampaignsSearchQuery, variables: { search: text || undefined, pageSize: limit } })).data?.campaigns.items ?? [];
  const periodLabel = (p: { startDate?: string | null; endDate?: string | null }) => t.periodOf(formatDate(p.startDate), formatDate(p.endDate));
  // A campaign has a handful of periods: all of them (up to the selector's limit), matched by their label.
  const searchPeriods = async (text: string, limit: number) => {
    const items = (await client.query({ query: TicketsPeriodsSearchQuery, variables: { campaignId: Number(values.campaign), pageSize: limit } })).data?.periods.items ?? [];
    const needle = text.trim().toLowerCase();
    return items.map((p) => ({ id: p.id, label: periodLabel(p) })).filter((p) => !needle || p.label.toLowerCase().includes(needle));
  };

  return (
    <>
      <Field.Root maxW={{ md: '64' }}>
        <SearchSelect
          label={t.place}
          search={searchPlaces}
          getKey={(p) => p.id}
          getLabel={(p) => p.title}
          getDescription={(p) => placeDescription(p)}
          value={values.place ? { id: placeId, title: values.placeName || (placeData?.place?.title ?? null), address: null, city: null } : null}
          onChange={(p) => setValues({ place: p ? String(p.id) : undefined, placeName: p?.title ?? undefined })}
        />
      </Field.Root>
      <Field.Root maxW={{ md: '64' }}>
        <SearchSelect
          label={t.user}
          search={searchUsers}
          getKey={(u) => u.id}
          getLabel={(u) => userDisplayName(u)}
          getDescription={(u) => (u.phone && u.phone !== userDisplayName(u) ? formatPhone(u.phone) : null)}
          value={values.user ? { id: Number(values.user), name: values.userName, surname: null, phone: null } : null}
          onChange={(u) => setValues({ user: u ? String(u.id) : undefined, userName: u ? userDisplayName(u) : undefined })}
        />
      </Field.Root>
      <Field.Root maxW={{ md: '64' }}>
        <SearchSelect
          label={t.campaign}
          search={searchCampaigns}
          getKey={(c) => c.id}
          getLabel={(c) => c.title}
          value={values.campaign ? { id: Number(values.campaign), title: values.campaignName } : null}
          onChange={(c) => setValues({ campaign: c ? String(c.id) : undefined, campaignName: c?.title ?? undefined, period: undefined, periodName: undefined })}
        />
      </Field.Root>
      {values.campaign && (
        <Field.Root maxW={{ md: '64' }}>
          <SearchSelect
            key={values.campaign}
            label={t.period}
            search={searchPeriods}
            getKey={(p) => p.id}
            getLabel={(p) => p.label}
            value={values.period ? { id: Number(values.period), label: values.periodName } : null}
            onChange={(p) => setValues({ period: p ? String(p.id) : undefined, periodName: p?.label ?? undefined })}
          />
        </Field.Root>
      )}
      <DateRangeFilter from={values.from} to={values.to} onChange={setValues} />
    </>
  );
});
