// `/app/audit`, 'Журнал действий' (issue 17): the audit trail for administrators (regional managers:
// the entries about their cities, as the gateway scopes them). 24 a page, newest first; named filters
// by kind of action; filters by person, kind of record and its number, client and a date range, all in
// the URL; each entry shows who (with role), from where, the record (a link where it has a page), the
// action and the changed fields old → new; CSV of the whole filtered result.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { AuditLogWhere, AuditRouteQuery } from '../../__generated__/graphql';
import { CsvExportButton, queryPages } from '../../shared/csv/csv-export-button';
import { EMPTY, formatCsvDateTime, formatDateTimeWithYear, formatMoney, formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { useI18n } from '../../shared/i18n/i18n';
import { useLookups } from '../../shared/lookups';
import { ticketStatusCodeLabel } from '../../shared/ticket-status';
import { paths, to } from '../../shared/paths';
import { AuditChangeLines, auditActionLabel, auditChangeParts, auditChangeText, type AuditFieldFormat } from '../../shared/ui/audit-history';
import { auditHistoryMessages } from '../../shared/ui/audit-history-messages';
import { useTicketAuditFormat } from '../../shared/ui/ticket-audit-format';
import { DataTable, type DataColumn } from '../../shared/ui/data-table';
import { DateRangeFilter } from '../../shared/ui/date-range-filter';
import { ListPage, useListState, type ListFilter } from '../../shared/ui/list-page';
import { PageHeader } from '../../shared/ui/page-header';
import { SearchSelect } from '../../shared/ui/search-select';
import { userDisplayName } from '../../shared/users';
import { ChoiceSelect } from '../../shared/ui/choice-select';
import { auditMessages } from './messages';
import { AUDIT_ACTION_GROUPS, AUDIT_CLIENTS, AUDIT_MODELS, AUDIT_PAGE_SIZE, auditVariables, isEntityId } from './audit-starter';

/** Entries a page. */

const AuditRouteQuery = graphql(`
  query AuditRoute($where: AuditLogWhere, $orderBy: [AuditLogOrder!], $page: Int!, $pageSize: Int!) {
    auditLog(where: $where, orderBy: $orderBy, page: $page, pageSize: $pageSize) {
      items {
        id
        at
        userId
        userName
        userRole
        address
        client
        model
        entityId
        entityName
        action
        actionTitle
        before
        after
        references {
          field
          id
          model
          name
        }
      }
      total
      page
      pageSize
    }
  }
`);

type Entry = AuditRouteQuery['auditLog']['items'][number];

/** When, with the year: a journal is read across years. */
const when = (at: string) => formatDateTimeWithYear(at);

/** The record's name; a deleted one's as it was (issue 39: 'Продукт № 61' said nothing of what was deleted). */
export function nameOf(entry: Pick<Entry, 'entityName' | 'action' | 'before'>): string | null {
  if (entry.entityName) return entry.entityName;
  const before = entry.action === 'delete' && entry.before && typeof entry.before === 'object' ? (entry.before as Record<string, unknown>) : {};
  const name = [before.title, [before.name, before.surname].filter((v) => typeof v === 'string' && v).join(' ')].find((v) => typeof v === 'string' && v);
  return typeof name === 'string' ? name : null;
}

/** Where an entry's record has a page. */
function entityHref(entry: Pick<Entry, 'model' | 'entityId'>): string | undefined {
  if (entry.entityId == null) return undefined;
  if (entry.model === 'Ticket') return to(paths.ticket, { id: entry.entityId });
  if (entry.model === 'Place') return to(paths.place, { id: entry.entityId });
  if (entry.model === 'Campaign') return to(paths.campaign, { id: entry.entityId });
  return undefined;
}

export function AuditPage() {
  const t = useMessages(auditMessages);
  const words = useMessages(auditHistoryMessages);
  const ticketStatuses = useI18n().t.common.ticketStatuses;
  const client = useApolloClient();
  const lookups = useLookups();

  const filters: ListFilter<AuditLogWhere>[] = useMemo(
    () => [
      { name: 'all', label: t.filters.all, where: {} },
      ...Object.entries(AUDIT_ACTION_GROUPS).map(([name, actions]) => ({
        name,
        label: t.filters[name as keyof typeof t.filters],
        where: { action: { in: [...actions] } },
      })),
    ],
    [t],
  );
  const state = useListState({ filters, pageSize: AUDIT_PAGE_SIZE, params: ['user', 'userName', 'model', 'entity', 'client', 'from', 'to'] });
  const variables = auditVariables(useSearchParams()[0]);
  const { data, previousData, loading, error, refetch } = useQuery(AuditRouteQuery, { variables, notifyOnNetworkStatusChange: true });
  const shown = data ?? (loading ? previousData : undefined);
  const log = shown?.auditLog;

  const format: AuditFieldFormat = {
    label: (field) => t.fields[field],
    order: Object.keys(t.fields),
    value: (field, value) => {
      if (field === 'items' && Array.isArray(value)) return String(value.length);
      if (field === 'status' && typeof value === 'string') return ticketStatusCodeLabel(value, ticketStatuses);
      if (field === 'totalSum' && typeof value === 'number') return formatMoney(value);
      return undefined;
    },
  };
  /** The auto-processor's entries say its state as its panel does. */
  const processorFormat: AuditFieldFormat = {
    ...format,
    value: (field, value) => (field === 'status' && typeof value === 'string' ? (words.processorStatuses as Record<string, string>)[value] : format.value?.(field, value)),
  };
  const modelLabel = (model: string) => t.models[model] ?? model;
  const entityLabel = (e: Entry) => t.entity(modelLabel(e.model), e.entityId);
  /** The person, or the auto-processor for the system's own entries. */
  const person = (e: Entry) => e.userName ?? (e.userId != null ? `№ ${e.userId}` : e.client === 'system' ? t.system : EMPTY);
  const who = (e: Entry) => [person(e), e.userRole ? `(${t.roles[e.userRole] ?? e.userRole})` : ''].filter(Boolean).join(' ');
  // A ticket's change reads as on its page: a correction's lines, prices in roubles, the receipt's date.
  const ticketFormat = useTicketAuditFormat();
  const changes = (e: Entry) =>
    auditChangeParts(e.model === 'Ticket' ? ticketFormat : e.model === 'Processor' ? processorFormat : format, e.before, e.after, words, e.references, e.action);
  const entityInvalid = state.values.entity !== '' && !isEntityId(state.values.entity);

  const columns: DataColumn<Entry>[] = [
    { key: 'at', header: t.columns.at, cell: (e) => when(e.at), sortField: 'at', firstDirection: 'DESC', nowrap: true },
    {
      key: 'who',
      header: t.columns.who,
      cell: (e) => (
        <Stack gap="0">
          <Text>{person(e)}</Text>
          {e.userRole && (
            <Text color="fg.muted" fontSize="xs">
              {t.roles[e.userRole] ?? e.userRole}
            </Text>
          )}
        </Stack>
      ),
      minW: '36',
    },
    {
      key: 'client',
      header: t.columns.client,
      cell: (e) => (
        <Stack gap="0">
          <Text>{e.client ? (t.clients[e.client] ?? e.client) : EMPTY}</Text>
          {e.address && (
            <Text color="fg.muted" fontSize="xs">
              {e.address}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'entity',
      header: t.columns.entity,
      cell: (e) => {
        const href = e.action === 'delete' ? undefined : entityHref(e);
        // The record's name (issue 26) with its kind under it; 'Чек № 42' when it has no name to read.
        const label = nameOf(e) ?? entityLabel(e);
        const shown = href ? (
          <Link asChild variant="underline" aria-label={t.openEntity(label)}>
            <RouterLink to={href}>{label}</RouterLink>
          </Link>
        ) : (
          label
        );
        return nameOf(e) ? (
          <Stack gap="0">
            <Text>{shown}</Text>
            <Text color="fg.muted" fontSize="xs">
              {modelLabel(e.model)}
            </Text>
          </Stack>
        ) : (
          shown
        );
      },
      minW: '40',
      wrap: true,
    },
    { key: 'action', header: t.columns.action, cell: (e) => auditActionLabel(e), sortField: 'action', minW: '32', wrap: true },
    {
      key: 'changes',
      header: t.columns.changes,
      cell: (e) => {
        const lines = changes(e);
        return lines.length ? (
          <Stack gap="0" data-testid="audit-changes">
            <AuditChangeLines changes={lines} fontSize="sm" />
          </Stack>
        ) : (
          EMPTY
        );
      },
      minW: '64',
      wrap: true,
    },
  ];

  /** The filter by model or by client: any first (the empty value), then `choices` by their `text`. */
  const choiceFilter = (name: 'model' | 'client', label: string, any: string, choices: readonly string[], text: (choice: string) => ReactNode) => (
    <Field.Root maxW={{ md: '56' }}>
      <Field.Label>{label}</Field.Label>
      <ChoiceSelect bg="bg" value={state.values[name]} onChange={(choice) => state.setValues({ [name]: choice || undefined })} choices={choices} text={text} none={any} />
    </Field.Root>
  );
  const toolbar = (
    <>
      <Field.Root maxW={{ md: '64' }}>
        <SearchSelect
          label={t.person}
          search={lookups.users}
          getKey={(u) => u.id}
          getLabel={(u) => userDisplayName(u)}
          value={state.values.user ? { id: Number(state.values.user), name: state.values.userName, surname: null, phone: null } : null}
          onChange={(u) => state.setValues({ user: u ? String(u.id) : undefined, userName: u ? userDisplayName(u) : undefined })}
        />
      </Field.Root>
      {choiceFilter('model', t.model, t.anyModel, AUDIT_MODELS, modelLabel)}
      <Field.Root maxW={{ md: '40' }} invalid={entityInvalid}>
        <Field.Label>{t.entityId}</Field.Label>
        <Input bg="bg" inputMode="numeric" value={state.values.entity} onChange={(e) => state.setValues({ entity: e.target.value.trim() || undefined })} />
        <Field.ErrorText>{t.entityIdInvalid}</Field.ErrorText>
      </Field.Root>
      {choiceFilter('client', t.client, t.anyClient, AUDIT_CLIENTS, (c) => t.clients[c])}
      <DateRangeFilter from={state.values.from} to={state.values.to} onChange={state.setValues} />
    </>
  );

  const fetchPage = queryPages(client, AuditRouteQuery, variables, 'auditLog');
  const exportButton = (
    <CsvExportButton
      filename={t.csvFile}
      fetchPage={fetchPage}
      columns={[
        { header: '№', value: (e: Entry) => e.id },
        { header: t.columns.at, value: (e: Entry) => formatCsvDateTime(e.at) },
        { header: t.columns.who, value: (e: Entry) => who(e) },
        { header: t.columns.client, value: (e: Entry) => (e.client ? (t.clients[e.client] ?? e.client) : EMPTY) },
        { header: t.columns.address, value: (e: Entry) => e.address ?? EMPTY },
        { header: t.columns.entity, value: (e: Entry) => (nameOf(e) ? t.entityNamed(entityLabel(e), nameOf(e)!) : entityLabel(e)) },
        { header: t.columns.action, value: (e: Entry) => auditActionLabel(e) },
        { header: t.columns.changes, value: (e: Entry) => changes(e).map(auditChangeText).join('; ') },
      ]}
    />
  );

  return (
    <Stack gap="4">
      <PageHeader title={t.title} subtitle={log ? t.total(formatNumber(log.total)) : undefined} />
      <ListPage
        state={state}
        filters={filters}
        items={log?.items}
        total={log?.total}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        noSearch
        toolbar={toolbar}
        actions={exportButton}
      >
        {(items) => <DataTable label={t.title} columns={columns} rows={items} rowKey={(e) => e.id} busy={loading} sort={state.sort} onSortChange={state.setSort} />}
      </ListPage>
    </Stack>
  );
}
