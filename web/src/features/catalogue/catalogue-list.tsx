// A catalogue list screen (spec §2: cities, regions, adm. entities, place types, products, campaigns):
// the header with the total and, for admins, 'Добавить'; then the list (search, filters, pages) whose
// table rows open their editor.
import { useQuery } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { DataTable, type DataColumn } from '../../shared/ui/data-table';
import { ListPage, type ListPageProps } from '../../shared/ui/list-page';
import { PageHeader } from '../../shared/ui/page-header';
import { useIsAdmin } from './common';
import { catalogueMessages } from './messages';

type CatalogueListProps<T, W> = Omit<ListPageProps<T, W>, 'items' | 'total' | 'children' | 'searchPlaceholder'> & {
  /** The list's title and its search box's placeholder. */
  texts: { list: string; searchPlaceholder: string };
  /** The page read (the previous one while the next loads). */
  page: { items: readonly T[]; total: number } | undefined;
  /** A row's editor, or a new record's (no id). */
  href: (id?: number) => string;
  /** Props of the 'Добавить' link (loading an inline editor's code on intent). */
  addProps?: { onPointerEnter: () => void; onFocus: () => void };
  /** Between the header and the list (an inline editor). */
  above?: ReactNode;
  /** The columns after the first two of every catalogue list: the id (newest first) and the title, the row's link; both sortable. */
  columns?: readonly DataColumn<T>[];
};

/**
 * A list's query, read again on return (`cache-and-network`), its previous answer shown while the next loads; and the
 * list's props for `CatalogueList`, its page the answer's `field`.
 */
export function useListQuery<Q, V extends OperationVariables, K extends keyof Q>(query: TypedDocumentNode<Q, V>, variables: V, field: K) {
  const { data, previousData, loading, error, refetch } = useQuery(query, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const shown = data ?? previousData;
  return [shown, { page: shown?.[field], loading, error, onRetry: () => void refetch() }] as const;
}

export function CatalogueList<T extends { id: number; title: string }, W>({ texts, page, href, addProps, above, columns = [], ...list }: CatalogueListProps<T, W>) {
  const t = useMessages(catalogueMessages);
  const admin = useIsAdmin();
  const title = texts.list;
  return (
    <Stack gap="4">
      <PageHeader
        title={title}
        subtitle={page ? t.common.total(formatNumber(page.total)) : undefined}
        actions={
          admin ? (
            <Button asChild>
              <RouterLink to={href()} {...addProps}>
                {t.common.add}
              </RouterLink>
            </Button>
          ) : undefined
        }
      />
      {above}
      <ListPage {...list} searchPlaceholder={texts.searchPlaceholder} items={page?.items} total={page?.total}>
        {(items) => (
          <DataTable
            label={title}
            columns={[
              { key: 'id', header: t.common.id, cell: (r) => r.id, sortField: 'id', firstDirection: 'DESC', nowrap: true },
              { key: 'title', header: t.common.title, cell: (r) => r.title, sortField: 'title', link: true },
              ...columns,
            ]}
            rows={items}
            rowKey={(r) => r.id}
            rowHref={(r) => href(r.id)}
            rowLabel={(r) => t.common.open(r.title)}
            sort={list.state.sort}
            onSortChange={list.state.setSort}
            busy={list.loading}
          />
        )}
      </ListPage>
    </Stack>
  );
}
