// `products` (spec §2, §3; product-rules §2, §3, §9): the list of products with search, paging and sort
// in the URL and CSV; the product categories edited on the same screen (`?category=new` /
// `?category=5`, the editor `category-editor.tsx` loaded when first opened). The product editor
// (`product/{id?}`) is `product.tsx`, a chunk of its own: the list does not load the forms' code
// (issue 27).
import { useApolloClient } from '@apollo/client/react';
import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { CsvExportButton, queryPages } from '../../shared/csv/csv-export-button';
import { EMPTY, formatCsvMoney, formatMoney, formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { DataTable, type DataColumn } from '../../shared/ui/data-table';
import { useListState } from '../../shared/ui/list-page';
import { onDemand, useOnDemand } from '../../shared/ui/on-demand';
import type * as CategoryEditorModule from './category-editor';
import { Section, useIsAdmin } from './common';
import { CatalogueList, useListQuery } from './catalogue-list';
import { catalogueMessages } from './messages';
import { productsVariables } from './catalogue-starter';

const ProductsRouteQuery = graphql(`
  query ProductsRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {
    products(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {
      items {
        ...ProductPage_product @unmask
      }
      total
    }
    productCategories(pageSize: 100, orderBy: [{ field: title, direction: ASC }]) {
      items {
        id
        title
        score
        recommendedPrice
      }
      total
    }
  }
`);

export function ProductsPage() {
  const t = useMessages(catalogueMessages);
  const client = useApolloClient();
  const state = useListState({ params: ['category'] });
  const variables = productsVariables(useSearchParams()[0]);
  const [shown, list] = useListQuery(ProductsRouteQuery, variables, 'products');
  const fetchPage = queryPages(client, ProductsRouteQuery, variables, 'products');
  return (
    <Stack gap="6">
      <CatalogueList
        texts={t.products}
        href={(id) => to(paths.product, { id })}
        columns={[
          { key: 'shortTitle', header: t.products.shortTitle, cell: (r) => r.shortTitle ?? EMPTY },
          { key: 'category', header: t.products.category, cell: (r) => r.category?.title ?? EMPTY },
          { key: 'price', header: t.products.price, align: 'end', nowrap: true, cell: (r) => formatMoney(r.recommendedPrice) },
          { key: 'matches', header: t.products.matches, cell: (r) => r.matches.join(', ') || EMPTY },
        ]}
        state={state}
        {...list}
        actions={
          <CsvExportButton
            filename={t.products.csvFile}
            fetchPage={fetchPage}
            columns={[
              { header: t.common.id, value: (r) => r.id },
              { header: t.common.title, value: (r) => r.title },
              { header: t.products.shortTitle, value: (r) => r.shortTitle },
              { header: t.products.category, value: (r) => r.category?.title },
              { header: t.products.price, value: (r) => formatCsvMoney(r.recommendedPrice) },
              { header: t.products.matches, value: (r) => r.matches.join(', ') },
              { header: t.products.exclusions, value: (r) => r.exclusions.join(', ') },
            ]}
          />
        }
      />
      <CategoriesSection categories={shown?.productCategories.items} />
    </Stack>
  );
}

const categoryEditorCode = onDemand<typeof CategoryEditorModule>(() => import('./category-editor'));

export type Category = { id: number; title: string; score: number; recommendedPrice?: number | null };

/** Product categories, edited on the products screen (`?category=new` / `?category=5`). */
function CategoriesSection({ categories }: { categories: readonly Category[] | undefined }) {
  const t = useMessages(catalogueMessages);
  const admin = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const edit = params.get('category');
  const setEdit = (value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set('category', value);
      else next.delete('category');
      return next;
    });
  const code = useOnDemand(categoryEditorCode);
  const { open } = code;
  const wanted = edit !== null;
  // The editor shown ('Новая категория' clicked, a row opened, or the URL as it came) loads its
  // code; a failed load is said and closes it, so that the next click asks again.
  useEffect(() => {
    if (wanted) open(undefined, () => setEdit(null));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once per opening
  }, [wanted]);
  const CategoryEditor = code.module?.CategoryEditor;
  const columns: DataColumn<Category>[] = [
    { key: 'title', header: t.common.title, link: true, cell: (r) => r.title },
    { key: 'score', header: t.categories.score, align: 'end', cell: (r) => formatNumber(r.score) },
    { key: 'price', header: t.categories.recommendedPrice, align: 'end', nowrap: true, cell: (r) => formatMoney(r.recommendedPrice) },
  ];
  const hrefOf = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('category', String(id));
    return `${paths.products}?${next.toString()}`;
  };
  return (
    <Section
      title={t.categories.list}
      actions={
        admin ? (
          <Button size="sm" variant="outline" {...code.trigger(() => setEdit('new'))} loadingText={t.categories.new}>
            {t.categories.new}
          </Button>
        ) : undefined
      }
    >
      {edit && !CategoryEditor && <Skeleton height="24" borderRadius="l3" aria-busy="true" />}
      {edit && CategoryEditor && <CategoryEditor key={edit} id={/^\d+$/.test(edit) ? Number(edit) : null} onClose={() => setEdit(null)} onCreated={(id) => setEdit(String(id))} />}
      {!categories ? (
        <Skeleton h="20" />
      ) : (
        <DataTable label={t.categories.list} columns={columns} rows={categories} rowKey={(r) => r.id} rowHref={(r) => hrefOf(r.id)} rowLabel={(r) => t.common.open(r.title)} />
      )}
    </Section>
  );
}
