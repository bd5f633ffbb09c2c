// A catalogue list screen (spec §2: cities, regions, adm. entities, place types, products, campaigns):
// the header with the total and, for admins, 'Добавить'; then the list (search, filters, pages) whose
// table rows open their editor.
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

type CatalogueListProps<T, W> = Omit<ListPageProps<T, W>, 'items' | 'total' | 'children'> & {
  title: string;
  /** The page read (the previous one while the next loads). */
  page: { items: readonly T[]; total: number } | undefined;
  addHref: string;
  /** Props of the 'Добавить' link (loading an inline editor's code on intent). */
  addProps?: { onPointerEnter: () => void; onFocus: () => void };
  /** Between the header and the list (an inline editor). */
  above?: ReactNode;
  columns: readonly DataColumn<T>[];
  rowHref: (row: T) => string;
};

/** The first two columns of every catalogue list: the id (newest first) and the title, the row's link; both sortable. */
export function idTitleColumns<T extends { id: number; title: string }>(t: { common: { id: string; title: string } }): DataColumn<T>[] {
  return [
    { key: 'id', header: t.common.id, cell: (r) => r.id, sortField: 'id', firstDirection: 'DESC', nowrap: true },
    { key: 'title', header: t.common.title, cell: (r) => r.title, sortField: 'title', link: true },
  ];
}

export function CatalogueList<T extends { id: number; title: string }, W>({ title, page, addHref, addProps, above, columns, rowHref, ...list }: CatalogueListProps<T, W>) {
  const t = useMessages(catalogueMessages);
  const admin = useIsAdmin();
  return (
    <Stack gap="4">
      <PageHeader
        title={title}
        subtitle={page ? t.common.total(formatNumber(page.total)) : undefined}
        actions={
          admin ? (
            <Button asChild>
              <RouterLink to={addHref} {...addProps}>
                {t.common.add}
              </RouterLink>
            </Button>
          ) : undefined
        }
      />
      {above}
      <ListPage {...list} items={page?.items} total={page?.total}>
        {(items) => (
          <DataTable
            label={title}
            columns={columns}
            rows={items}
            rowKey={(r) => r.id}
            rowHref={rowHref}
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
