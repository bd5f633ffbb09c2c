// The receipt editor's lines: each with its product (picked from the catalogue), name, price and
// units, its sum as typed, the product the API matches a line without one to (or that its product is
// not in the campaign), each line's points, and the total and the score the API would store
// (`ticketEditPreview`, asked once typing pauses).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useFieldArray } from '../../shared/form/use-form';
import { graphql } from '../../__generated__';
import type { TicketEditInput, TicketLineScoreSource } from '../../__generated__/graphql';
import { kopecksToRoubles } from '../../shared/form/fields';
import { TextField } from '../../shared/form/form';
import { formatMoney } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { SearchSelect } from '../../shared/ui/search-select';
import { lineSum, recommendedPrice, type EditorForm, type EditorProduct } from './ticket-edit-input';
import { ticketMessages } from './ticket-messages';

const ProductsForTicketQuery = graphql(`
  query TicketEditorProducts($search: String, $pageSize: Int!) {
    products(search: $search, pageSize: $pageSize) {
      items {
        id
        ...TicketEditor_product @unmask
      }
    }
  }
`);

/** What the save would store for the input as it stands (the API's rule, spec §4). */
const EditPreviewQuery = graphql(`
  query TicketEditPreview($id: Int!, $input: TicketEditInput!) {
    ticketEditPreview(id: $id, input: $input) {
      totalSum
      score
      items {
        productId
        productTitle
        score
        outsideCampaign
        scoreSource
        scoreCategory
      }
    }
  }
`);

type ScoreFrom = { period: string; campaign: string; category: (title: string | null) => string };

/** Where a previewed line's points come from, as the API said (it owns the rule); none when nothing counts the line. */
function scoreFrom(texts: ScoreFrom, line: { scoreSource?: TicketLineScoreSource | null; scoreCategory?: string | null }): string | undefined {
  if (!line.scoreSource) return undefined;
  return line.scoreSource === 'category' ? texts.category(line.scoreCategory ?? null) : texts[line.scoreSource];
}

/** The preview asks again once typing pauses this long. */
export const PREVIEW_DEBOUNCE_MS = 250;

/** The same value after `ms` without a change (the preview's query waits for a pause in typing). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}

function ProductPicker({ form, index, label }: { form: EditorForm; index: number; label: string }) {
  const client = useApolloClient();
  const value = form.watch(`items.${index}.product`);
  return (
    <SearchSelect<EditorProduct>
      label={label}
      value={value}
      getKey={(p) => p.id}
      getLabel={(p) => p.title}
      search={async (text, limit) => {
        const { data } = await client.query({ query: ProductsForTicketQuery, variables: { search: text || null, pageSize: limit } });
        return data?.products.items ?? [];
      }}
      onChange={(product) => {
        form.setValue(`items.${index}.product`, product, { shouldDirty: true });
        if (product && form.getValues(`items.${index}.name`).trim() === '') form.setValue(`items.${index}.name`, product.title ?? '', { shouldDirty: true });
        // The field array re-checks its lines as they change (useFieldArray): check
        // this line again once the product's name and price are in, so no stale message stays.
        setTimeout(() => {
          if (form.getFieldState(`items.${index}`).invalid) void form.trigger(`items.${index}`);
        }, 0);
      }}
    />
  );
}

export function LinesEditor({ form, ticketId, previewInput }: { form: EditorForm; ticketId: number; previewInput: TicketEditInput | null }) {
  const t = useMessages(ticketMessages);
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' });
  const lines = form.watch('items');
  const settled = useSettled(previewInput, PREVIEW_DEBOUNCE_MS);
  const { data, previousData, loading } = useQuery(EditPreviewQuery, {
    variables: { id: ticketId, input: settled ?? {} },
    skip: settled === null,
    fetchPolicy: 'network-only',
  });
  // Current: the answer is for the input as it stands now (not an older one while typing goes on).
  const current = !loading && settled !== null && JSON.stringify(settled) === JSON.stringify(previewInput);
  const preview = (current ? data : (data ?? previousData))?.ticketEditPreview ?? null;
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{t.sections.items}</Text>
      {fields.length === 0 && <Text color="fg.muted">{t.noItems}</Text>}
      {fields.map((field, index) => {
        const line = lines[index];
        const sum = line ? lineSum(line) : null;
        const placeholder = kopecksToRoubles(recommendedPrice(line?.product ?? null));
        const answer = current ? preview?.items[index] : undefined;
        const match = line && !line.product ? answer : undefined;
        return (
          <Box key={field.id} borderWidth="1px" borderRadius="md" p="3" data-testid="ticket-editor-line">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <ProductPicker form={form} index={index} label={t.items.product} />
              <TextField form={form} name={`items.${index}.name`} label={t.items.name} required />
              <TextField
                form={form}
                name={`items.${index}.price`}
                label={t.editor.price}
                helper={placeholder ? t.editor.recommended(placeholder) : undefined}
                inputProps={{ inputMode: 'decimal', placeholder }}
              />
              <TextField form={form} name={`items.${index}.quantity`} label={t.items.quantity} required inputProps={{ inputMode: 'decimal' }} />
            </SimpleGrid>
            {match && (
              <Text fontSize="sm" mt="2" data-testid="ticket-editor-match">
                {match.productId !== null ? t.editor.matched(match.productTitle ?? String(match.productId)) : match.outsideCampaign ? t.editor.outsideCampaign : t.editor.noMatch}
              </Text>
            )}
            {answer && (
              <Text fontSize="sm" mt="1" data-testid="ticket-editor-line-points">
                {t.editor.linePoints(String(answer.score), scoreFrom(t.editor.scoreFrom, answer))}
              </Text>
            )}
            <HStack justify="space-between" mt="2">
              <Text fontSize="sm" color="fg.muted">
                {t.items.sum}: {sum === null ? '—' : formatMoney(sum)}
              </Text>
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => remove(index)} aria-label={t.editor.removeLine(index + 1)}>
                {t.editor.remove}
              </Button>
            </HStack>
          </Box>
        );
      })}
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => append({ product: null, name: '', price: '', quantity: '1' })}>
        {t.editor.addLine}
      </Button>
      <Text data-testid="ticket-editor-preview" data-pending={current ? undefined : 'true'} fontWeight="semibold" opacity={current ? 1 : 0.6} aria-live="polite">
        {preview
          ? t.editor.preview(preview.totalSum === null || preview.totalSum === undefined ? '—' : formatMoney(preview.totalSum), String(preview.score))
          : t.editor.preview('—', '—')}
      </Text>
    </Stack>
  );
}
