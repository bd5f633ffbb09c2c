// A product category's editor, inline on the products screen (`?category=new` / `?category=5`),
// loaded when first opened (`products.tsx`).
import { useEffect } from 'react';
import * as z from '../../shared/form/schema';
import { graphql } from '../../__generated__';
import { kopecksToRoubles } from '../../shared/form/fields';
import { changedInput, KEEP_EDITS, useZodForm } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { Editor, useRecordEditor } from './editor-kit';
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
  const [category, { create, update, editor }] = useRecordEditor(id, t.categories, {
    read: { query: ProductCategoryQuery, record: (data) => data.productCategory },
    writes: { create: CreateProductCategoryMutation, update: UpdateProductCategoryMutation, remove: DeleteProductCategoryMutation, typename: 'ProductCategory' },
    usage: { query: ProductCategoryUsageQuery, total: (data) => data?.products.total },
    lists: ['productCategories'],
    leave: onClose,
    created: onCreated,
    crumb: false,
  });
  const form = useZodForm(({ f }) => z.object({ title: f.required(255), score: f.integerRequired({ min: 0, max: 1_000_000 }), recommendedPrice: f.money() }), {
    defaultValues: { title: '', score: '', recommendedPrice: '' },
  });
  useEffect(() => {
    if (category) form.reset({ title: category.title, score: String(category.score), recommendedPrice: kopecksToRoubles(category.recommendedPrice) }, KEEP_EDITS);
  }, [category, form]);
  return (
    <Editor
      inline
      {...editor}
      outline="24"
      form={form}
      onSubmit={async (v, changed) => {
        const input = { title: v.title, score: v.score, recommendedPrice: v.recommendedPrice };
        if (id === null) return (await create({ variables: { input } })).data?.createProductCategory;
        return (await update({ variables: { id, input: changedInput(input, changed) } })).data?.updateProductCategory;
      }}
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
