// `products` and `product/{id?}` (spec §2, §3; decisions §2, §3, §9): the list of products with
// search, paging and sort in the URL and CSV; the product categories edited on the same screen
// (`?category=new` / `?category=5`); the product editor with category, recommended price typed in
// roubles (kopecks on the wire), `matches[]` / `exclusions[]` as chips, and a preview of the
// matching rule on a typed receipt line.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Field, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { graphql } from '../../__generated__';
import type { TitledOrder } from '../../__generated__/graphql';
import { CsvExportButton } from '../../shared/csv/csv-export-button';
import { EMPTY, formatCsvMoney, formatMoney, formatNumber } from '../../shared/format';
import { kopecksToRoubles } from '../../shared/form/fields';
import { KEEP_EDITS, useZodForm } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { DataTable, type DataColumn } from '../../shared/ui/data-table';
import { ListPage, useListState } from '../../shared/ui/list-page';
import { PageHeader } from '../../shared/ui/page-header';
import { routeId, Section, useIsAdmin, useDeleteFlow, useNavigateSoon } from './common';
import { matchLine } from './match';
import { PictureField, sendWithFile } from './picture';
import { Editor, EditorPage } from './editor-kit';
import { catalogueMessages } from './messages';
import { usePageCrumbs } from '../../shared/ui/page-crumbs';
import { optionLabel } from '../../shared/ui/search-select';

const ProductsRouteQuery = graphql(`
  query ProductsRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {
    products(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {
      items {
        id
        title
        shortTitle
        recommendedPrice
        matches
        exclusions
        category {
          id
          title
          score
        }
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

const ProductRouteQuery = graphql(`
  query ProductRoute($id: Int!) {
    product(id: $id) {
      id
      image {
        url
        thumb(width: 200)
      }
      title
      shortTitle
      recommendedPrice
      matches
      exclusions
      category {
        id
        title
        score
        recommendedPrice
      }
    }
  }
`);

const ProductCategoriesSearchQuery = graphql(`
  query ProductCategoriesSearch($search: String, $pageSize: Int!) {
    productCategories(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {
      items {
        id
        title
        score
        recommendedPrice
      }
    }
  }
`);

const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      id
      title
      shortTitle
      recommendedPrice
      matches
      exclusions
      category {
        id
        title
        score
        recommendedPrice
      }
    }
  }
`);

const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: Int!, $input: ProductPatch!) {
    updateProduct(id: $id, input: $input) {
      id
      title
      shortTitle
      recommendedPrice
      matches
      exclusions
      category {
        id
        title
        score
        recommendedPrice
      }
    }
  }
`);

const SetProductImageMutation = graphql(`
  mutation SetProductImage($id: Int!, $file: Upload) {
    setProductImage(id: $id, file: $file) {
      id
    }
  }
`);

const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: Int!) {
    deleteProduct(id: $id)
  }
`);

const ProductCategoryQuery = graphql(`
  query ProductCategoryEditor($id: Int!) {
    productCategory(id: $id) {
      id
      title
      score
      recommendedPrice
    }
  }
`);

const CreateProductCategoryMutation = graphql(`
  mutation CreateProductCategory($input: ProductCategoryInput!) {
    createProductCategory(input: $input) {
      id
      title
      score
      recommendedPrice
    }
  }
`);

const UpdateProductCategoryMutation = graphql(`
  mutation UpdateProductCategory($id: Int!, $input: ProductCategoryPatch!) {
    updateProductCategory(id: $id, input: $input) {
      id
      title
      score
      recommendedPrice
    }
  }
`);

const DeleteProductCategoryMutation = graphql(`
  mutation DeleteProductCategory($id: Int!) {
    deleteProductCategory(id: $id)
  }
`);

const ProductCategoryUsageQuery = graphql(`
  query ProductCategoryUsage($id: Int!) {
    products(where: { categoryId: { eq: $id } }, pageSize: 1) {
      total
    }
  }
`);

export function ProductsPage() {
  const t = useMessages(catalogueMessages);
  const admin = useIsAdmin();
  const client = useApolloClient();
  const state = useListState({ params: ['category'] });
  const orderBy: TitledOrder[] = state.sort ? [state.sort as TitledOrder] : [{ field: 'title', direction: 'ASC' }];
  const variables = { search: state.search || undefined, page: state.page, pageSize: state.pageSize, orderBy };
  const { data, previousData, loading, error, refetch } = useQuery(ProductsRouteQuery, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const shown = data ?? previousData;
  type Row = NonNullable<typeof shown>['products']['items'][number];
  const columns: DataColumn<Row>[] = [
    { key: 'id', header: t.common.id, cell: (r) => r.id, sortField: 'id', firstDirection: 'DESC', nowrap: true },
    {
      key: 'title',
      header: t.common.title,
      link: true,
      sortField: 'title',
      cell: (r) => r.title,
    },
    { key: 'shortTitle', header: t.products.shortTitle, cell: (r) => r.shortTitle ?? EMPTY },
    { key: 'category', header: t.products.category, cell: (r) => r.category?.title ?? EMPTY },
    { key: 'price', header: t.products.price, align: 'end', nowrap: true, cell: (r) => formatMoney(r.recommendedPrice) },
    { key: 'matches', header: t.products.matches, cell: (r) => r.matches.join(', ') || EMPTY },
  ];
  return (
    <Stack gap="6">
      <Stack gap="4">
        <PageHeader
          title={t.products.list}
          subtitle={shown ? t.common.total(formatNumber(shown.products.total)) : undefined}
          actions={
            admin ? (
              <Button asChild>
                <RouterLink to={to(paths.product)}>{t.common.add}</RouterLink>
              </Button>
            ) : undefined
          }
        />
        <ListPage
          state={state}
          items={shown?.products.items}
          total={shown?.products.total}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          searchPlaceholder={t.products.searchPlaceholder}
          actions={
            <CsvExportButton
              filename={t.products.csvFile}
              fetchPage={async (page, pageSize) => {
                const result = await client.query({ query: ProductsRouteQuery, variables: { ...variables, page, pageSize }, fetchPolicy: 'network-only' });
                return { items: result.data?.products.items ?? [], total: result.data?.products.total ?? 0 };
              }}
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
        >
          {(items) => (
            <DataTable
              label={t.products.list}
              columns={columns}
              rows={items}
              rowKey={(r) => r.id}
              rowHref={(r) => to(paths.product, { id: r.id })}
              rowLabel={(r) => t.common.open(r.title)}
              sort={state.sort}
              onSortChange={state.setSort}
              busy={loading}
            />
          )}
        </ListPage>
      </Stack>
      <CategoriesSection categories={shown?.productCategories.items} />
    </Stack>
  );
}

type Category = { id: number; title: string; score: number; recommendedPrice?: number | null };

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
          <Button size="sm" variant="outline" onClick={() => setEdit('new')}>
            {t.categories.new}
          </Button>
        ) : undefined
      }
    >
      {edit && <CategoryEditor key={edit} id={/^\d+$/.test(edit) ? Number(edit) : null} onClose={() => setEdit(null)} onCreated={(id) => setEdit(String(id))} />}
      {!categories ? (
        <Skeleton h="20" />
      ) : (
        <DataTable label={t.categories.list} columns={columns} rows={categories} rowKey={(r) => r.id} rowHref={(r) => hrefOf(r.id)} rowLabel={(r) => t.common.open(r.title)} />
      )}
    </Section>
  );
}

function CategoryEditor({ id, onClose, onCreated }: { id: number | null; onClose: () => void; onCreated: (id: number) => void }) {
  const t = useMessages(catalogueMessages);
  const client = useApolloClient();
  const remove = useDeleteFlow();
  const { data, error, refetch } = useQuery(ProductCategoryQuery, { variables: { id: id ?? 0 }, skip: id === null || remove.removed });
  const [create] = useMutation(CreateProductCategoryMutation);
  const [update] = useMutation(UpdateProductCategoryMutation);
  const [destroy, { loading: removing }] = useMutation(DeleteProductCategoryMutation);
  const form = useZodForm(({ f }) => z.object({ title: f.required(255), score: f.integerRequired({ min: 0, max: 1_000_000 }), recommendedPrice: f.money() }), {
    defaultValues: { title: '', score: '', recommendedPrice: '' },
  });
  const category = data?.productCategory;
  useEffect(() => {
    if (category) form.reset({ title: category.title, score: String(category.score), recommendedPrice: kopecksToRoubles(category.recommendedPrice) }, KEEP_EDITS);
  }, [category, form]);
  return (
    <Editor
      inline
      id={id}
      texts={t.categories}
      record={category}
      error={error}
      refetch={refetch}
      deletion={{
        flow: remove,
        loading: removing,
        of: (category) => ({
          description: t.categories.removeText(category.title),
          usage: async () => (await client.query({ query: ProductCategoryUsageQuery, variables: { id: category.id }, fetchPolicy: 'network-only' })).data?.products.total ?? 0,
          inUse: (count) => t.categories.inUse(category.title, count),
          remove: () => destroy({ variables: { id: category.id } }),
          record: { __typename: 'ProductCategory', id: category.id },
          lists: ['productCategories'],
          leave: onClose,
        }),
      }}
      outline="24"
      form={form}
      onSubmit={async (v) => {
        const input = { title: v.title, score: v.score, recommendedPrice: v.recommendedPrice };
        const saved = id === null ? (await create({ variables: { input } })).data?.createProductCategory : (await update({ variables: { id, input } })).data?.updateProductCategory;
        client.cache.evict({ fieldName: 'productCategories' });
        return saved;
      }}
      onSaved={(saved) => id === null && saved && onCreated((saved as { id: number }).id)}
      fields={[
        {
          row: [
            { text: 'title', label: t.common.title, required: true },
            { text: 'score', label: t.categories.score, required: true, input: 'numeric' },
            { text: 'recommendedPrice', label: t.categories.recommendedPrice, input: 'decimal' },
          ],
        },
      ]}
      onCancel={onClose}
    />
  );
}

export function ProductPage() {
  const id = routeId(useParams().id);
  const t = useMessages(catalogueMessages);
  return (
    <EditorPage id={id} texts={t.products} maxW="4xl">
      <ProductEditor key={id ?? 'new'} id={id} />
    </EditorPage>
  );
}

const categorySchema = z.nullable(
  z.object({ id: z.number(), title: z.nullable(z.string()), score: z.optional(z.number()), recommendedPrice: z.optional(z.nullable(z.number())) }),
);

function ProductEditor({ id }: { id: number | null }) {
  const t = useMessages(catalogueMessages);
  const admin = useIsAdmin();
  const client = useApolloClient();
  const navigate = useNavigate();
  const navigateSoon = useNavigateSoon();
  const remove = useDeleteFlow();
  const { data, error, refetch } = useQuery(ProductRouteQuery, { variables: { id: id ?? 0 }, skip: id === null || remove.removed });
  usePageCrumbs(data ? [{ label: optionLabel(data.product.title) }] : undefined);
  const [create] = useMutation(CreateProductMutation);
  const [update] = useMutation(UpdateProductMutation);
  const [destroy, { loading: removing }] = useMutation(DeleteProductMutation);
  const form = useZodForm(
    ({ f }) =>
      z.object({
        title: f.required(255),
        shortTitle: f.text(100),
        category: categorySchema,
        recommendedPrice: f.money(),
        matches: z.array(z.string()),
        exclusions: z.array(z.string()),
      }),
    { defaultValues: { title: '', shortTitle: '', category: null, recommendedPrice: '', matches: [], exclusions: [] } },
  );
  const product = data?.product;
  useEffect(() => {
    if (product)
      form.reset({
        title: product.title,
        shortTitle: product.shortTitle ?? '',
        category: product.category ?? null,
        recommendedPrice: kopecksToRoubles(product.recommendedPrice),
        matches: [...product.matches],
        exclusions: [...product.exclusions],
      }, KEEP_EDITS);
  }, [product, form]);

  const searchCategories = async (text: string, limit: number) =>
    (await client.query({ query: ProductCategoriesSearchQuery, variables: { search: text || undefined, pageSize: limit } })).data?.productCategories.items ?? [];

  const category = form.watch('category') as Category | null;
  const matches = form.watch('matches');
  const exclusions = form.watch('exclusions');

  return (
    <Stack gap="4">
      <Editor
        id={id}
        texts={t.products}
        record={product}
        error={error}
        refetch={refetch}
        deletion={{
          flow: remove,
          loading: removing,
          of: (product) => ({
            description: t.products.removeText(product.title),
            remove: () => destroy({ variables: { id: product.id } }),
            record: { __typename: 'Product', id: product.id },
            lists: ['products'],
            leave: () => navigate(paths.products),
          }),
        }}
        form={form}
        onSubmit={async (v) => {
          const input = {
            title: v.title,
            shortTitle: v.shortTitle,
            categoryId: v.category?.id ?? null,
            recommendedPrice: v.recommendedPrice,
            matches: v.matches,
            exclusions: v.exclusions,
          };
          if (id === null) return (await create({ variables: { input } })).data?.createProduct;
          return (await update({ variables: { id, input } })).data?.updateProduct;
        }}
        onSaved={(saved) => {
          client.cache.evict({ fieldName: 'products' });
          if (id === null && saved) navigateSoon(to(paths.product, { id: (saved as { id: number }).id }), true);
        }}
        fields={[
          { text: 'title', label: t.common.title, required: true },
          { text: 'shortTitle', label: t.products.shortTitle },
          {
            pick: 'category',
            label: t.products.category,
            search: searchCategories,
            hint: category && category.score !== undefined && (
              <Text textStyle="sm" color="fg.muted" data-testid="category-hint">
                {t.products.categoryHint(formatNumber(category.score), formatMoney(category.recommendedPrice))}
              </Text>
            ),
          },
          { text: 'recommendedPrice', label: t.products.recommendedPrice, input: 'decimal' },
          { chips: 'matches', label: t.products.matches, helper: t.products.matchesHint },
          { chips: 'exclusions', label: t.products.exclusions, helper: t.products.exclusionsHint },
        ]}
        after={
          product && (
            <PictureField
              label={t.picture.product}
              thumb={product.image?.thumb}
              readOnly={!admin}
              onChange={async (file) => {
                await sendWithFile(SetProductImageMutation, { id: product.id }, file);
                await refetch();
              }}
            />
          )
        }
        back={paths.products}
      />
      {!remove.removed && (id === null || product) && <MatchPreview matches={matches} exclusions={exclusions} />}
    </Stack>
  );
}

/** Type a receipt line and see whether the product (as edited, saved or not) would match it. */
function MatchPreview({ matches, exclusions }: { matches: readonly string[]; exclusions: readonly string[] }) {
  const t = useMessages(catalogueMessages);
  const [line, setLine] = useState('');
  const result = matchLine(line, { matches, exclusions });
  const text = result.matched
    ? t.products.previewMatched(result.match)
    : result.reason === 'empty'
      ? t.products.previewEmpty
      : result.reason === 'excluded'
        ? t.products.previewExcluded(result.exclusion)
        : result.reason === 'noMatches'
          ? t.products.previewNoMatches
          : t.products.previewNoMatch;
  return (
    <Section title={t.products.preview}>
      <Field.Root>
        <Field.Label>{t.products.previewLine}</Field.Label>
        <Input value={line} placeholder={t.products.previewPlaceholder} onChange={(e) => setLine(e.target.value)} />
      </Field.Root>
      <HStack>
        <Alert.Root status={result.matched ? 'success' : result.reason === 'empty' ? 'info' : 'warning'} role="status" data-testid="match-preview">
          <Alert.Indicator />
          <Alert.Title>{text}</Alert.Title>
        </Alert.Root>
      </HStack>
    </Section>
  );
}
