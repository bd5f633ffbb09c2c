// `product/{id?}` (spec §2, §3; product-rules §2, §3, §9; the list is `products.tsx`): the product
// editor with category, recommended price typed in
// roubles (kopecks on the wire), `matches[]` / `exclusions[]` as chips, and a preview of the
// matching rule on a typed receipt line.
import { Alert, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import * as z from '../../shared/form/schema';
import { graphql } from '../../__generated__';
import { formatMoney, formatNumber } from '../../shared/format';
import { kopecksToRoubles } from '../../shared/form/fields';
import { changedInput, KEEP_EDITS, useZodForm } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { Section, useIsAdmin } from './common';
import { Editor, EditorPage, routeId, useRecordEditor } from './editor-kit';
import { matchLine } from './match';
import { PictureField, sendWithFile } from './picture';
import { catalogueMessages } from './messages';
import type { Category } from './products';

// The product's own fields the editor shows: the route query and both saves' answers spread them.
graphql(`
  fragment ProductPage_product on Product {
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
`);

const ProductRouteQuery = graphql(`
  query ProductRoute($id: Int!) {
    product(id: $id) {
      ...ProductPage_product @unmask
      image {
        url
        thumb(width: 200)
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
      ...ProductPage_product @unmask
    }
  }
`);

const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: Int!, $input: ProductPatch!) {
    updateProduct(id: $id, input: $input) {
      ...ProductPage_product @unmask
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

export function ProductPage() {
  const id = routeId(useParams().id);
  const t = useMessages(catalogueMessages);
  return (
    <EditorPage id={id} texts={t.products} maxW="4xl">
      <ProductEditor key={id ?? 'new'} id={id} />
    </EditorPage>
  );
}

const categorySchema = z.nullable(z.object({ id: z.number(), title: z.nullable(z.string()), score: z.optional(z.number()), recommendedPrice: z.optional(z.nullable(z.number())) }));

function ProductEditor({ id }: { id: number | null }) {
  const t = useMessages(catalogueMessages);
  const admin = useIsAdmin();
  const [product, { client, create, update, remove, editor }] = useRecordEditor(id, t.products, {
    read: { query: ProductRouteQuery, record: (data) => data.product },
    writes: { create: CreateProductMutation, update: UpdateProductMutation, remove: DeleteProductMutation, typename: 'Product' },
    lists: ['products'],
    leave: paths.products,
    href: (id) => to(paths.product, { id }),
  });
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
  useEffect(() => {
    if (product)
      form.reset(
        {
          title: product.title,
          shortTitle: product.shortTitle ?? '',
          category: product.category ?? null,
          recommendedPrice: kopecksToRoubles(product.recommendedPrice),
          matches: [...product.matches],
          exclusions: [...product.exclusions],
        },
        KEEP_EDITS,
      );
  }, [product, form]);

  const searchCategories = async (text: string, limit: number) =>
    (await client.query({ query: ProductCategoriesSearchQuery, variables: { search: text || undefined, pageSize: limit } })).data?.productCategories.items ?? [];

  const category = form.watch('category') as Category | null;
  const matches = form.watch('matches');
  const exclusions = form.watch('exclusions');

  return (
    <Stack gap="4">
      <Editor
        {...editor}
        form={form}
        onSubmit={async (v, changed) => {
          const input = {
            title: v.title,
            shortTitle: v.shortTitle,
            categoryId: v.category?.id ?? null,
            recommendedPrice: v.recommendedPrice,
            matches: v.matches,
            exclusions: v.exclusions,
          };
          if (id === null) return (await create({ variables: { input } })).data?.createProduct;
          return (await update({ variables: { id, input: changedInput(input, changed, { categoryId: ['category'] }) } })).data?.updateProduct;
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
                await editor.refetch();
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
