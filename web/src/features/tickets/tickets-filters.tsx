// The tickets list's own filters under its search box (spec §9): place, user, campaign, its period and
// a date range, all in the URL. A component of its own that reads the URL itself, so that the list's
// answers (the rows, then the counts) never draw it again (issue 42).
import { useQuery } from '@apollo/client/react';
import { Field } from '@chakra-ui/react';
import { memo } from 'react';
import { graphql } from '../../__generated__';
import { formatDate, formatPhone } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { useLookups } from '../../shared/lookups';
import { CampaignPeriodFilter } from '../../shared/ui/campaign-period-filter';
import { DateRangeFilter } from '../../shared/ui/date-range-filter';
import { useListState } from '../../shared/ui/list-page';
import { placeDescription, SearchSelect } from '../../shared/ui/search-select';
import { userDisplayName } from '../../shared/users';
import { ticketsMessages } from './messages';
import { TICKETS_LIST_PARAMS } from './tickets-list';

/** The place of a URL's `place=` without its name (a link, a bookmark): its title for the picker (issue 39). */
const TicketsFilterPlaceQuery = graphql(`
  query TicketsFilterPlace($id: Int!) {
    place(id: $id) {
      id
      title
    }
  }
`);

export const TicketsFilters = memo(function TicketsFilters() {
  const t = useMessages(ticketsMessages);
  const lookups = useLookups();
  const { values, setValues } = useListState({ params: TICKETS_LIST_PARAMS });
  const placeId = Number(values.place);
  const { data: placeData } = useQuery(TicketsFilterPlaceQuery, {
    variables: { id: placeId },
    skip: !Number.isInteger(placeId) || placeId <= 0 || Boolean(values.placeName),
    errorPolicy: 'all',
  });

  const periodLabel = (p: { startDate?: string | null; endDate?: string | null }) => t.periodOf(formatDate(p.startDate), formatDate(p.endDate));
  // A campaign has a handful of periods: all of them (up to the selector's limit), matched by their label.
  const searchPeriods = async (text: string, limit: number) => {
    const items = await lookups.periodsOf(Number(values.campaign))(text, limit);
    const needle = text.trim().toLowerCase();
    return items.map((p) => ({ id: p.id, label: periodLabel(p) })).filter((p) => !needle || p.label.toLowerCase().includes(needle));
  };

  return (
    <>
      <Field.Root maxW={{ md: '64' }}>
        <SearchSelect
          label={t.place}
          search={lookups.places}
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
          search={lookups.users}
          getKey={(u) => u.id}
          getLabel={(u) => userDisplayName(u)}
          getDescription={(u) => (u.phone && u.phone !== userDisplayName(u) ? formatPhone(u.phone) : null)}
          value={values.user ? { id: Number(values.user), name: values.userName, surname: null, phone: null } : null}
          onChange={(u) => setValues({ user: u ? String(u.id) : undefined, userName: u ? userDisplayName(u) : undefined })}
        />
      </Field.Root>
      <CampaignPeriodFilter values={values} onChange={setValues} labels={t} width="64" periods={values.campaign ? searchPeriods : undefined} />
      <DateRangeFilter from={values.from} to={values.to} onChange={setValues} />
    </>
  );
});
