// A product category's editor, inline on the products screen (`?category=new` / `?category=5`),
// loaded when first opened (`products.tsx`).
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import * as z from '../../shared/form/schema';
import { graphql } from '../../__generated__';
import { kopecksToRoubles } from '../../shared/form/fields';
import { changedInput, KEEP_EDITS, useZodForm } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { useDeleteFlow } from '../../shared/ui/delete-flow';
import { Editor } from './editor-kit';
import { catalogueMessages } from './messages';

graphql(`
  fragment CategoryEditor_category on ProductCategory {
    id
    title
    score
    recommendedPrice
  }
`);

const ProductCategoryQuery = graphql(`
  query ProductCategoryEditor($id: Int!) {
    productCategory(id: $id) {
      ...CategoryEditor_category @unmask
    }
  }
`);

const CreateProductCategoryMutation = graphql(`
  mutation CreateProductCategory($input: ProductCategoryInput!) {
    createProductCategory(input: $input) {
      ...CategoryEditor_category @unmask
    }
  }
`);

const UpdateProductCategoryMutation = graphql(`
  mutation UpdateProductCategory($id: Int!, $input: ProductCategoryPatch!) {
    updateProductCategory(id: $id, input: $input) {
      ...CategoryEditor_category @unmask
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

export function CategoryEditor({ id, onClose, onCreated }: { id: number | null; onClose: () => void; onCreated: (id: number) => void }) {
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
      onSubmit={async (v, changed) => {
        const input = { title: v.title, score: v.score, recommendedPrice: v.recommendedPrice };
        const saved =
          id === null
            ? (await create({ variables: { input } })).data?.createProductCategory
            : (await update({ variables: { id, input: changedInput(input, changed) } })).data?.updateProductCategory;
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
