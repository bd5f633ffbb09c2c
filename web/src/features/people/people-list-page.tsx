// `/app/regional-managers`, `/app/sales-mans`, `/app/vendors` (spec §3, §4, §5): 12 a page, newest
// first, search by name, surname and phone, role and city shown with the status label, filters by
// city and status in the URL, vendors with their place; the invite modal for roles that may invite
// (its code loaded when asked for, `invite-dialog.tsx`); CSV of the whole filtered list. One query of the gateway (the people with role, city and place
// included) per page.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge, Button, Field, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql } from '../../__generated__';
import type { PeopleRouteQuery, UserWhere } from '../../__generated__/graphql';
import { useSearchParams } from 'react-router-dom';
import { PEOPLE_FILTERS, peopleVariables } from './person-starter';
import { CsvExportButton, queryPages } from '../../shared/csv/csv-export-button';
import { EMPTY, formatNumber, formatPhone } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { to } from '../../shared/paths';
import { useSessionUser } from '../../shared/session/session-context';
import { CellText, DataTable, type DataColumn } from '../../shared/ui/data-table';
import { ListPage, useListState, type ListFilter } from '../../shared/ui/list-page';
import { onDemand, useOnDemand } from '../../shared/ui/on-demand';
import { PageHeader } from '../../shared/ui/page-header';
import { CITY_SELECT_LIMIT, SearchSelect } from '../../shared/ui/search-select';
import { roleLabel, userDisplayName, userStatusLabel } from '../../shared/users';
import type * as InviteDialogModule from './invite-dialog';
import { useLookups } from '../../shared/lookups';
import { UserStatusBadge } from './user-status-badge';
import { peopleMessages } from './messages';
import { PeopleBulkBar } from './people-bulk-bar';
import { personPath, type PersonRole } from './roles';

const inviteDialogCode = onDemand<typeof InviteDialogModule>(() => import('./invite-dialog'));

/** 'Пригласить …' and its modal, whose code loads on the button's intent or click. */
function InviteButton({ role, onInvited }: { role: PersonRole; onInvited: () => void }) {
  const t = useMessages(peopleMessages);
  const dialog = useOnDemand(inviteDialogCode);
  const [open, setOpen] = useState(false);
  const InviteDialog = dialog.module?.InviteDialog;
  return (
    <>
      <Button {...dialog.trigger(() => setOpen(true))} loadingText={t.invite[role]}>
        {t.invite[role]}
      </Button>
      {InviteDialog && <InviteDialog role={role} open={open} setOpen={setOpen} onInvited={onInvited} />}
    </>
  );
}

// A person's columns of the list, for every role (a vendor adds his place and whether he is online).
graphql(`
  fragment PeopleList_person on User {
    ...UserCard @unmask
    city {
      id
      title
    }
  }
`);

const PeopleRouteQueryDoc = graphql(`
  query PeopleRoute($where: UserWhere, $search: String, $orderBy: [UserOrder!], $page: Int!, $pageSize: Int!, $vendors: Boolean!) {
    users(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) @skip(if: $vendors) {
      items {
        ...PeopleList_person @unmask
      }
      total
      page
      pageSize
    }
    vendors(withOnline: true, where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) @include(if: $vendors) {
      items {
        ...PeopleList_person @unmask
        place {
          id
          title
        }
        online
      }
      total
      page
      pageSize
    }
  }
`);

type Person = NonNullable<PeopleRouteQuery['users']>['items'][number] & {
  place?: { id: number; title: string | null } | null;
  online?: boolean | null;
};

/** The page of either list (vendors come with `online`, from `/vendors/withOnline`). */
const pageOf = (data: PeopleRouteQuery | undefined) => data?.vendors ?? data?.users;

export function PeopleListPage({ role }: { role: PersonRole }) {
  const t = useMessages(peopleMessages);
  const viewer = useSessionUser();
  const client = useApolloClient();
  const lookups = useLookups();

  const filters: ListFilter<UserWhere>[] = useMemo(
    () => [
      { name: 'invited', label: t.statusFilters.invited, where: PEOPLE_FILTERS.invited },
      { name: 'blocked', label: t.statusFilters.blocked, where: PEOPLE_FILTERS.blocked },
      { name: 'active', label: t.statusFilters.active, where: PEOPLE_FILTERS.active },
    ],
    [t],
  );
  const state = useListState({ filters, params: ['city', 'cityName'] });
  const variables = peopleVariables(role, useSearchParams()[0]);
  const vendors = role === 'vendor';
  const withPlace = vendors;

  const { data, previousData, loading, error, refetch } = useQuery(PeopleRouteQueryDoc, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? (loading ? previousData : undefined);
  const people = pageOf(shown);
  // Bulk block and unblock (issue 25) where the gateway's policy allows it: the rows chosen; a new
  // filter or search starts a new choice.
  const canBulk = viewer?.rights?.bulkPeople ?? false;
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const choiceKey = JSON.stringify([variables.where, state.search]);
  const [choiceOf, setChoiceOf] = useState(choiceKey);
  if (choiceOf !== choiceKey) {
    setChoiceOf(choiceKey);
    setSelected(new Set());
  }

  const columns: DataColumn<Person>[] = [
    { key: 'id', header: t.columns.id, cell: (p) => p.id, sortField: 'id', firstDirection: 'DESC', nowrap: true },
    { key: 'name', header: t.columns.name, cell: (p) => userDisplayName(p), link: true, sortField: 'surname', minW: '40' },
    { key: 'phone', header: t.columns.phone, cell: (p) => formatPhone(p.phone), sortField: 'phone', nowrap: true },
    { key: 'role', header: t.columns.role, cell: (p) => roleLabel(p.roleName, p.role?.title) },
    { key: 'city', header: t.columns.city, cell: (p) => p.city?.title ?? EMPTY },
    ...(withPlace
      ? [
          { key: 'place', header: t.columns.place, cell: (p: Person) => <CellText>{p.place?.title || EMPTY}</CellText> },
          {
            key: 'online',
            header: t.columns.online,
            cell: (p: Person) => (
              <Badge colorPalette={p.online ? 'green' : 'gray'} variant={p.online ? 'solid' : 'outline'} data-online={p.online ? 'yes' : 'no'}>
                {p.online ? t.online.yes : t.online.no}
              </Badge>
            ),
          },
        ]
      : []),
    { key: 'status', header: t.columns.status, cell: (p) => <UserStatusBadge user={p} /> },
  ];

  const fetchPage = queryPages(client, PeopleRouteQueryDoc, { ...variables, vendors }, vendors ? 'vendors' : 'users');
  const exportButton = (
    <CsvExportButton
      filename={t.csvFile[role]}
      fetchPage={fetchPage}
      columns={[
        { header: t.columns.id, value: (p) => p.id },
        { header: t.columns.name, value: (p) => [p.name, p.surname].filter(Boolean).join(' ') },
        { header: t.columns.phone, value: (p) => p.phone },
        { header: t.columns.email, value: (p) => p.email },
        { header: t.columns.role, value: (p) => roleLabel(p.roleName, p.role?.title) },
        { header: t.columns.city, value: (p) => p.city?.title ?? EMPTY },
        ...(withPlace
          ? [
              { header: t.columns.place, value: (p: Person) => p.place?.title ?? EMPTY },
              { header: t.columns.online, value: (p: Person) => (p.online ? t.online.yes : t.online.no) },
            ]
          : []),
        { header: t.columns.status, value: (p) => userStatusLabel(p.status) },
      ]}
    />
  );

  const toolbar = (
    <Field.Root maxW={{ md: '64' }}>
      <SearchSelect
        label={t.filters.city}
        search={lookups.cities}
        limit={CITY_SELECT_LIMIT}
        getKey={(c) => c.id}
        getLabel={(c) => c.title}
        value={state.values.city ? { id: Number(state.values.city), title: state.values.cityName } : null}
        onChange={(c) => state.setValues({ city: c ? String(c.id) : undefined, cityName: c?.title ?? undefined })}
      />
    </Field.Root>
  );

  return (
    <Stack gap="4">
      <PageHeader
        title={t.titles[role]}
        subtitle={people ? t.total(formatNumber(people.total)) : undefined}
        actions={viewer?.rights?.invite.includes(role) ? <InviteButton role={role} onInvited={() => void refetch()} /> : undefined}
      />
      {canBulk && (
        <PeopleBulkBar
          selected={selected}
          nameOf={(id) => {
            const person = people?.items.find((p) => p.id === id);
            return person && userDisplayName(person);
          }}
          onClear={() => setSelected(new Set())}
          onChanged={() => void refetch()}
        />
      )}
      <ListPage
        state={state}
        filters={filters}
        items={people?.items}
        total={people?.total}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        searchPlaceholder={t.searchPeople}
        toolbar={toolbar}
        actions={exportButton}
      >
        {(items) => (
          <DataTable
            label={t.titles[role]}
            columns={columns}
            rows={items as Person[]}
            rowKey={(p) => p.id}
            rowHref={(p) => to(personPath[role], { id: p.id })}
            rowLabel={(p) => t.personLink(userDisplayName(p))}
            rowName={(p) => userDisplayName(p)}
            busy={loading}
            sort={state.sort}
            onSortChange={state.setSort}
            selection={canBulk ? { selected, onChange: setSelected } : undefined}
          />
        )}
      </ListPage>
    </Stack>
  );
}
