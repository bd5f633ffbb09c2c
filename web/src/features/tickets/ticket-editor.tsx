// Correcting a receipt (spec §1, §3, §4, §5; administrators): its fiscal data (date, ФН, ФД, ФП,
// register, seller's INN, cashier, OFD; the fiscal numbers under the QR rules of spec §5, leading
// zeros removed) and its lines (product, name, price in roubles, quantity; added and removed). A line
// with a product and no price takes the category's recommended price (then the product's). Only what
// was changed is sent (the seconds of the date stay when the date is not touched). The date and the
// time are typed in the app's own fields ('дд.мм.гггг' and 24-hour 'чч:мм' whatever the browser's
// locale, not the browser's datetime-local), read in the viewer's time zone as the page shows them. The receipt's
// total, score and the product matched to a line without one are the API's own answer for the
// input as it stands (`ticketEditPreview`, the same rule the save applies), so the preview is the
// number that is saved. The user's last fiscal details can be filled in from their other receipts.
// The answer updates every card of the ticket page; a failure says 'Ошибка' with the server's
// message for 5 s and keeps everything typed.
import type { FragmentType } from '@apollo/client';
import { useApolloClient, useFragment, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, CloseButton, Dialog, HStack, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { graphql } from '../../__generated__';
import type { TicketEditInput, TicketEditor_TicketFragment } from '../../__generated__/graphql';
import { kopecksToRoubles, roublesToKopecks, type Fields } from '../../shared/form/fields';
import { validationMessages, type ValidationMessages } from '../../shared/form/messages';
import { Form, SubmitButton, TextField, useZodForm } from '../../shared/form/form';
import { formatMoney } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { useI18n } from '../../shared/i18n/i18n';
import { NOTIFY_EDIT_ERROR_DURATION_MS } from '../../shared/notify/toaster';
import { notify } from '../../shared/notify/notify';
import { DateInput } from '../../shared/ui/date-input';
import { isDay, parseTypedTime } from '../../shared/ui/days';
import { SearchSelect } from '../../shared/ui/search-select';
import { ticketLiveMessages } from './live-messages';
import { TicketUserDetailsQuery } from './ticket-user-details';
import { ticketMessages } from './ticket-messages';

const TicketEditorFragmentDoc = graphql(`
  fragment TicketEditor_ticket on Ticket {
    id
    userId
    dateTime
    fiscalDriveNumber
    fiscalDocumentNumber
    fiscalSign
    kktRegId
    userInn
    operator
    ofd
    items {
      name
      price
      quantity
      productId
    }
  }
`);

graphql(`
  fragment TicketEditor_product on Product {
    id
    title
    recommendedPrice
    category {
      id
      score
      recommendedPrice
    }
  }
`);

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

// The lines' products with their categories, read when the editor opens (not with the page: the
// ticket page stays within its REST-call budget).
const LineProductsQuery = graphql(`
  query TicketEditorLineProducts($ids: [Int!]!) {
    products(where: { id: { in: $ids } }, pageSize: 100) {
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
      }
    }
  }
`);

/** The preview asks again once typing pauses this long. */
export const PREVIEW_DEBOUNCE_MS = 250;

const EditTicketMutation = graphql(`
  mutation TicketEdit($id: Int!, $input: TicketEditInput!) {
    editTicket(id: $id, input: $input) {
      id
      ...TicketEditor_ticket
      ...TicketStatusCard_ticket
      ...TicketReceiptCard_ticket
      ...TicketItemsCard_ticket
      ...TicketHistory_ticket
    }
  }
`);

export interface EditorProduct {
  id: number;
  title: string | null;
  recommendedPrice: number | null;
  category: { id: number; score: number; recommendedPrice: number | null } | null;
}

/** The price a line takes when none is typed: the category's recommended price, then the product's. */
export function recommendedPrice(product: EditorProduct | null): number | null {
  return product?.category?.recommendedPrice ?? product?.recommendedPrice ?? null;
}

export interface LineValues {
  product: EditorProduct | null;
  name: string;
  price: string;
  quantity: string;
}

/** A line's sum in kopecks as typed, or null while its price or quantity is not a number yet. */
export function lineSum(line: LineValues): number | null {
  const price = line.price.trim() === '' ? recommendedPrice(line.product) : /^\d+([.,]\d{1,2})?$/.test(line.price.trim()) ? roublesToKopecks(line.price) : null;
  const quantity = Number(line.quantity.trim().replace(',', '.'));
  if (price === null || !Number.isFinite(quantity) || quantity <= 0) return null;
  // As the API computes it, in whole thousandths (price × 1.005 in floating point is 100.4999…).
  return Math.round((price * Math.round(quantity * 1000)) / 1000);
}

/** The lines as the API takes them, or null while one of them is not valid yet. */
export function linesInput(lines: readonly LineValues[]): NonNullable<TicketEditInput['items']> | null {
  const items: NonNullable<TicketEditInput['items']> = [];
  for (const line of lines) {
    const price = line.price.trim();
    const quantity = line.quantity.trim();
    if (line.name.trim() === '' || (price !== '' && !/^\d+([.,]\d{1,2})?$/.test(price)) || !/^\d+([.,]\d{1,3})?$/.test(quantity)) return null;
    const units = Number(quantity.replace(',', '.'));
    if (!(units > 0)) return null;
    if (price === '' && recommendedPrice(line.product) === null) return null;
    items.push({ productId: line.product?.id ?? null, name: line.name.trim(), price: price === '' ? null : roublesToKopecks(price), quantity: units });
  }
  return items;
}

/** Whether the lines differ from the ones the editor opened with. */
export function linesChanged(lines: readonly LineValues[], initial: readonly LineValues[]): boolean {
  const key = (l: LineValues) => [l.product?.id ?? null, l.name.trim(), l.price.trim(), l.quantity.trim()];
  return JSON.stringify(lines.map(key)) !== JSON.stringify(initial.map(key));
}

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

const TEXT_KEYS = ['fiscalDriveNumber', 'fiscalDocumentNumber', 'fiscalSign', 'kktRegId', 'userInn', 'operator', 'ofd'] as const;

interface EditorValues {
  /** The receipt's day: `YYYY-MM-DD`, or the text as typed while it is not a whole day. */
  date: string;
  /** The receipt's time as typed ('чч:мм'). */
  time: string;
  items: LineValues[];
}

/**
 * The instant of a typed day and time in the viewer's time zone (as the page shows the receipt's
 * date), as the API takes it; null while either is not valid.
 */
export function typedInstant(date: string, time: string, original?: string | null): string | null {
  const hhmm = parseTypedTime(time);
  if (!isDay(date) || hhmm === null) return null;
  let instant = dayjs(`${date}T${hhmm}`);
  // The time the field shows without its seconds: when it is not changed, its seconds stay (issue 39).
  const kept = original ? dayjs(original) : null;
  if (kept && hhmm === kept.format('HH:mm')) instant = instant.second(kept.second()).millisecond(kept.millisecond());
  return instant.isValid() ? instant.toISOString() : null;
}

/** Whether the typed day or time differs from the one the editor opened with. */
function dateTimeChanged(values: Pick<EditorValues, 'date' | 'time'>, initial: Pick<EditorValues, 'date' | 'time'>): boolean {
  return values.date !== initial.date || (parseTypedTime(values.time) ?? values.time) !== initial.time;
}

/**
 * The part of the input the score depends on (the lines and the date, when changed), for the
 * preview; null while a changed line or date is not valid yet.
 */
export function editPreviewInput(values: EditorValues, initial: EditorValues, original?: string | null): TicketEditInput | null {
  const input: TicketEditInput = {};
  if (dateTimeChanged(values, initial)) {
    const instant = typedInstant(values.date, values.time, original);
    if (instant === null) return null;
    input.dateTime = instant;
  }
  if (linesChanged(values.items, initial.items)) {
    const items = linesInput(values.items);
    if (!items) return null;
    input.items = items;
  }
  return input;
}

/** The day and time of an instant in the viewer's time zone, as the editor's fields hold them. */
const toLocalFields = (iso: string | null | undefined) => (iso ? { date: dayjs(iso).format('YYYY-MM-DD'), time: dayjs(iso).format('HH:mm') } : { date: '', time: '' });

type EditorTexts = (typeof ticketMessages)['ru']['editor'];

function editorSchema(f: Fields, m: ValidationMessages, t: EditorTexts) {
  return z.object({
    date: z.string().check(
      z.refine((v) => v.trim() !== '', m.required),
      z.refine((v) => v.trim() === '' || isDay(v), m.date),
    ),
    time: z.string().check(
      z.refine((v) => v.trim() !== '', m.required),
      z.refine((v) => v.trim() === '' || parseTypedTime(v) !== null, m.time),
    ),
    fiscalDriveNumber: f.fiscalNumber(),
    fiscalDocumentNumber: f.fiscalNumber(),
    fiscalSign: f.fiscalNumber(),
    kktRegId: f.text(64),
    userInn: f.text().check(z.refine((v) => v === null || /^(\d{10}|\d{12})$/.test(v), t.badSellerInn)),
    operator: f.text(),
    ofd: f.text(),
    items: z.array(
      z
        .object({
          product: z.custom<EditorProduct | null>(),
          name: f.required(),
          price: f.money(),
          quantity: z.string().check(
            z.refine((v) => /^\d+([.,]\d{1,3})?$/.test(v.trim()) && Number(v.trim().replace(',', '.')) > 0, t.badQuantity),
          ),
        })
        .check(z.refine((line) => line.price !== null || recommendedPrice(line.product) !== null, { message: t.noPrice, path: ['price'] })),
    ),
  });
}

type EditorSchema = ReturnType<typeof editorSchema>;
type EditorForm = UseFormReturn<z.input<EditorSchema>, unknown, z.output<EditorSchema>>;

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
        // The field array re-checks its lines as they change (react-hook-form's useFieldArray): check
        // this line again once the product's name and price are in, so no stale message stays.
        setTimeout(() => {
          if (form.getFieldState(`items.${index}`).invalid) void form.trigger(`items.${index}`);
        }, 0);
      }}
    />
  );
}

function LinesEditor({ form, ticketId, previewInput }: { form: EditorForm; ticketId: number; previewInput: TicketEditInput | null }) {
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
        const match = current && line && !line.product ? preview?.items[index] : undefined;
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
                {match.productId === null ? t.editor.noMatch : t.editor.matched(match.productTitle ?? String(match.productId))}
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
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => append({ product: null, name: '', price: '', quantity: '1' }, { shouldFocus: false })}>
        {t.editor.addLine}
      </Button>
      <Text data-testid="ticket-editor-preview" data-pending={current ? undefined : 'true'} fontWeight="semibold" opacity={current ? 1 : 0.6} aria-live="polite">
        {preview ? t.editor.preview(preview.totalSum === null || preview.totalSum === undefined ? '—' : formatMoney(preview.totalSum), String(preview.score)) : t.editor.preview('—', '—')}
      </Text>
    </Stack>
  );
}

/** The receipt's day ('дд.мм.гггг', the app's date input with its calendar) and time ('чч:мм'). */
function ReceiptDateTime({ form }: { form: EditorForm }) {
  const t = useMessages(ticketMessages);
  const v = useMessages(validationMessages);
  const date = form.watch('date');
  return (
    <HStack gap="4" align="start" wrap="wrap">
      <DateInput
        label={t.fields.dateTime}
        value={date}
        onChange={(day) => form.setValue('date', day, { shouldDirty: true, shouldTouch: true, shouldValidate: form.formState.isSubmitted })}
        onBlur={() => void form.trigger('date')}
        error={form.getFieldState('date', form.formState).error?.message}
        required
      />
      <Box w="32" flex="none">
        <TextField form={form} name="time" label={t.editor.time} required inputProps={{ inputMode: 'numeric', autoComplete: 'off', placeholder: v.timePlaceholder }} />
      </Box>
    </HStack>
  );
}

export function TicketEditor({ ticket: ticketRef, open, onClose }: { ticket: FragmentType<typeof TicketEditorFragmentDoc>; open: boolean; onClose: () => void }) {
  const { data, complete } = useFragment({ fragment: TicketEditorFragmentDoc, fragmentName: 'TicketEditor_ticket', from: ticketRef });
  if (!complete || !open) return null;
  return <EditorLoader ticket={data} onClose={onClose} />;
}

function EditorLoader({ ticket, onClose }: { ticket: TicketEditor_TicketFragment; onClose: () => void }) {
  const ids = [...new Set((ticket.items ?? []).map((item) => item.productId).filter((id): id is number => typeof id === 'number'))];
  const { data, error } = useQuery(LineProductsQuery, { variables: { ids }, skip: ids.length === 0, fetchPolicy: 'network-only' });
  const t = useMessages(ticketMessages).editor;
  // Without them the lines stay editable; only the recommended prices and the score preview miss.
  useEffect(() => {
    if (error) notify.error(error, t.loadError);
  }, [error, t.loadError]);
  if (ids.length > 0 && !data && !error) return null;
  const products = new Map((data?.products.items ?? []).map((product) => [product.id, product]));
  return <EditorDialog ticket={ticket} products={products} onClose={onClose} />;
}

/** The editor's values of a ticket as it is. */
function editorValuesOf(ticket: TicketEditor_TicketFragment, products: Map<number, EditorProduct>): z.input<EditorSchema> {
  return {
    ...toLocalFields(ticket.dateTime),
    fiscalDriveNumber: ticket.fiscalDriveNumber ?? '',
    fiscalDocumentNumber: ticket.fiscalDocumentNumber ?? '',
    fiscalSign: ticket.fiscalSign ?? '',
    kktRegId: ticket.kktRegId ?? '',
    userInn: ticket.userInn ?? '',
    operator: ticket.operator ?? '',
    ofd: ticket.ofd ?? '',
    items: (ticket.items ?? []).map((item) => ({
      product: (item.productId != null ? products.get(item.productId) : undefined) ?? null,
      name: item.name ?? '',
      price: kopecksToRoubles(item.price),
      quantity: String(item.quantity ?? 1),
    })),
  };
}

function EditorDialog({ ticket, products, onClose }: { ticket: TicketEditor_TicketFragment; products: Map<number, EditorProduct>; onClose: () => void }) {
  const t = useMessages(ticketMessages);
  const live = useMessages(ticketLiveMessages);
  const shell = useI18n().t;
  const client = useApolloClient();
  const [edit] = useMutation(EditTicketMutation);
  // The dialog is mounted when it opens, so the values are the ticket's as it is then; what differs
  // from them when saving is what staff changed, and only that is sent.
  // Issue 25: a change of the ticket made elsewhere while the editor is open never overwrites what
  // is typed: untouched, the form takes the new values; with unsaved input it says so and offers them.
  const [initial, setInitial] = useState(() => editorValuesOf(ticket, products));
  const current = useMemo(() => editorValuesOf(ticket, products), [ticket, products]);
  const changedElsewhere = JSON.stringify(current) !== JSON.stringify(initial);
  const form: EditorForm = useZodForm<EditorSchema>(({ f, m }) => editorSchema(f, m, t.editor), { defaultValues: initial });
  const dirty = form.formState.isDirty;
  const takeNewValues = useCallback(() => {
    form.reset(current);
    setInitial(current);
  }, [current, form]);
  useEffect(() => {
    if (changedElsewhere && !dirty) takeNewValues();
  }, [changedElsewhere, dirty, takeNewValues]);
  const raw = form.watch();
  const previewInput = editPreviewInput(raw, initial, ticket.dateTime);

  const fillFromUser = async () => {
    if (!ticket.userId) return;
    try {
      const { data } = await client.query({ query: TicketUserDetailsQuery, variables: { userId: ticket.userId }, fetchPolicy: 'network-only' });
      const details = data?.ticketUserDetails;
      if (!details) return;
      const keys = ['fiscalDriveNumber', 'userInn', 'kktRegId', 'operator', 'ofd'] as const;
      let filled = 0;
      for (const key of keys) {
        const value = details[key];
        if (value && form.getValues(key).trim() === '') {
          form.setValue(key, value, { shouldDirty: true, shouldValidate: true });
          filled += 1;
        }
      }
      notify.info(filled > 0 ? t.editor.filled(filled) : t.editor.nothingToFill);
    } catch (error) {
      notify.error(error, t.editor.loadError);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.editor.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {changedElsewhere && dirty && (
                <Alert.Root status="warning" mb="3" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{live.changedWhileEditing}</Alert.Title>
                  </Alert.Content>
                  <Button size="xs" variant="outline" onClick={takeNewValues}>
                    {live.takeNewValues}
                  </Button>
                </Alert.Root>
              )}
              <Form
                form={form}
                label={t.editor.title}
                id="ticket-editor"
                guard={false}
                errorDuration={NOTIFY_EDIT_ERROR_DURATION_MS}
                onSubmit={async (values) => {
                  const typed = form.getValues();
                  const input: TicketEditInput = {};
                  if (dateTimeChanged(typed, initial)) input.dateTime = typedInstant(values.date, values.time, ticket.dateTime)!;
                  for (const key of TEXT_KEYS) if (typed[key] !== initial[key]) input[key] = values[key];
                  if (linesChanged(typed.items, initial.items)) {
                    input.items = values.items.map((line) => ({
                      productId: line.product?.id ?? null,
                      name: line.name,
                      price: line.price,
                      quantity: Number(line.quantity.trim().replace(',', '.')),
                    }));
                  }
                  await edit({ variables: { id: ticket.id, input } });
                }}
                onSaved={onClose}
              >
                <ReceiptDateTime form={form} />
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                  <TextField form={form} name="fiscalDriveNumber" label={t.fields.fiscalDriveNumber} required inputProps={{ inputMode: 'numeric' }} />
                  <TextField form={form} name="fiscalDocumentNumber" label={t.fields.fiscalDocumentNumber} required inputProps={{ inputMode: 'numeric' }} />
                  <TextField form={form} name="fiscalSign" label={t.fields.fiscalSign} required inputProps={{ inputMode: 'numeric' }} />
                  <TextField form={form} name="kktRegId" label={t.fields.kktRegId} />
                  <TextField form={form} name="userInn" label={t.fields.userInn} inputProps={{ inputMode: 'numeric' }} />
                  <TextField form={form} name="operator" label={t.fields.operator} />
                  <TextField form={form} name="ofd" label={t.fields.ofd} />
                </SimpleGrid>
                <Button size="sm" variant="outline" alignSelf="start" onClick={() => void fillFromUser()} disabled={!ticket.userId}>
                  {t.editor.fillFromUser}
                </Button>
                <LinesEditor form={form} ticketId={ticket.id} previewInput={previewInput} />
                <HStack justify="flex-end" gap="2">
                  <Button variant="outline" onClick={onClose}>
                    {t.actions.cancel}
                  </Button>
                  <SubmitButton form={form} alignSelf="auto">
                    {t.editor.save}
                  </SubmitButton>
                </HStack>
              </Form>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={shell.nav.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
