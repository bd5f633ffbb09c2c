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
import { Alert, Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { TitledDialog } from '../../shared/ui/titled-dialog';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type * as z from '../../shared/form/schema';
import { graphql } from '../../__generated__';
import type { TicketEditInput, TicketEditor_TicketFragment } from '../../__generated__/graphql';
import { kopecksToRoubles } from '../../shared/form/fields';
import { validationMessages } from '../../shared/form/messages';
import { Form, SubmitButton, TextField, useZodForm } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { useI18n } from '../../shared/i18n/i18n';
import { NOTIFY_EDIT_ERROR_DURATION_MS } from '../../shared/notify/toaster';
import { notify } from '../../shared/notify/notify';
import { DateInput } from '../../shared/ui/date-input';
import { ticketLiveMessages } from './live-messages';
import { TicketUserDetailsQuery } from './ticket-user-details';
import { ticketMessages } from './ticket-messages';
import {
  dateTimeChanged,
  editorSchema,
  editPreviewInput,
  linesChanged,
  TEXT_KEYS,
  toLocalFields,
  typedInstant,
  type EditorForm,
  type EditorProduct,
  type EditorSchema,
} from './ticket-edit-input';
import { LinesEditor } from './ticket-editor-lines';

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

/** A field of the editor's values. */
type EditorKey = keyof z.input<EditorSchema>;

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
  const form: EditorForm = useZodForm<EditorSchema>(({ f, m }) => editorSchema(f, m, t.editor), { defaultValues: initial });
  // Field by field (issue 39): what another person changed since the editor took its values. Where
  // nobody typed, the new value comes in at once; where someone typed, it is offered for that field
  // alone, and every other field keeps what was typed.
  const changed = (Object.keys(current) as EditorKey[]).filter((key) => JSON.stringify(current[key]) !== JSON.stringify(initial[key]));
  const typed = changed.filter((key) => form.getFieldState(key, form.formState).isDirty);
  const takeNewValues = useCallback(
    (keys: readonly EditorKey[]) => {
      for (const key of keys) form.resetField(key, { defaultValue: current[key] as never });
      setInitial((before) => ({ ...before, ...Object.fromEntries(keys.map((key) => [key, current[key]])) }));
    },
    [current, form],
  );
  const untouched = changed.filter((key) => !typed.includes(key));
  useEffect(() => {
    if (untouched.length > 0) takeNewValues(untouched);
  }, [untouched.join(), takeNewValues]); // eslint-disable-line react-hooks/exhaustive-deps -- the keys' list, not its identity
  const fieldLabel = (key: EditorKey) => (key === 'items' ? t.sections.items : key === 'time' ? t.editor.time : key === 'date' ? t.fields.dateTime : t.fields[key]);
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
    <TitledDialog open onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside" title={t.editor.title} closeLabel={shell.nav.close}>
      {typed.length > 0 && (
        <Alert.Root status="warning" mb="3" role="alert">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>{live.changedWhileEditing}</Alert.Title>
            {typed.map((key) => (
              <HStack key={key} justify="space-between" gap="2" wrap="wrap" data-testid="ticket-editor-changed">
                <Text textStyle="sm">{fieldLabel(key)}</Text>
                <Button size="xs" variant="outline" onClick={() => takeNewValues([key])} aria-label={`${live.takeNewValues}: ${fieldLabel(key)}`}>
                  {live.takeNewValues}
                </Button>
              </HStack>
            ))}
          </Alert.Content>
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
    </TitledDialog>
  );
}
