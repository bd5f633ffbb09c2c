// The one editor of the catalogue (issue 28): every record editor (regions, adm. entities, place
// types, cities, products…) declares its texts, its form and its fields; the kit lays them out the
// same way: the route's frame (page header 'Новый …' / '…', the editor keyed by id), the loading
// outline, /404 or the error with a retry, the section titled '…: <record>', the read-only note for
// non-admins (fields disabled), the action row (Создать / Сохранить, Удалить, Отмена), what follows
// the form (a picture) and the link back to the list; and every piece only editors use (issue 38: the kit is one module):
// the route id, /404 on NOT_FOUND, chips, selector fields, navigation after a save, a record's query, writes and delete.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Box, Button, Field, HStack, Input, Link, Skeleton, Stack, Tag, Text } from '@chakra-ui/react';
import type { FieldPath, FieldValues, UseFormReturn } from '../../shared/form/use-form';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { type Changed, CheckboxField, Form, SubmitButton, TextField } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { PageHeader } from '../../shared/ui/page-header';
import { Section, useIsAdmin } from './common';
import { type ReactNode, useEffect, useState } from 'react';
import { ErrorCode, hasErrorCode } from '../../shared/apollo/errors';
import { paths } from '../../shared/paths';
import { QueryError } from '../../shared/ui/query-error';
import { optionLabel, SearchSelect } from '../../shared/ui/search-select';
import { usePageCrumbs } from '../../shared/ui/page-crumbs';
import { catalogueMessages } from './messages';
import { DeleteButton, type DeleteFlow, type DeleteOptions, useDeleteFlow } from '../../shared/ui/delete-flow';

/** A record's texts: its name ('Регион') and the new one's ('Новый регион'). */
export interface EditorTexts {
  one: string;
  new: string;
}

/** The route of an editor: the page header and the editor, remounted for another id. */
export function EditorPage({ id, texts, maxW, note, children }: { id: number | null; texts: EditorTexts; maxW: string; note?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="4" maxW={maxW}>
      <PageHeader title={id === null ? texts.new : texts.one} note={note} />
      {children}
    </Stack>
  );
}

/** One field of an editor, declared. */
export type EditorField<TIn extends FieldValues> =
  | { text: FieldPath<TIn>; label: string; required?: boolean; input?: 'decimal' | 'numeric' | 'url' }
  | { pick: FieldPath<TIn>; label: string; search: (text: string, limit: number) => Promise<readonly Picked[]>; hint?: ReactNode }
  | { checkbox: FieldPath<TIn>; label: string }
  | { chips: FieldPath<TIn>; label: string; helper?: string }
  /** Fields side by side (from 768 px). */
  | { row: readonly EditorField<TIn>[] }
  | { heading: string }
  /** A field of its own kind (a select of time zones, a date range). */
  | { custom: ReactNode; key: string };

const INPUT_PROPS = { decimal: { inputMode: 'decimal' }, numeric: { inputMode: 'numeric' }, url: { type: 'url' } } as const;

function FieldOf<TIn extends FieldValues, TOut>({ field, form, admin }: { field: EditorField<TIn>; form: UseFormReturn<TIn, unknown, TOut>; admin: boolean }) {
  if ('text' in field) return <TextField form={form} name={field.text} label={field.label} required={field.required} inputProps={field.input && INPUT_PROPS[field.input]} />;
  if ('pick' in field) {
    const pick = <PickField form={form} name={field.pick} label={field.label} search={field.search} readOnly={!admin} />;
    return field.hint === undefined ? (
      pick
    ) : (
      <Stack gap="1">
        {pick}
        {field.hint}
      </Stack>
    );
  }
  if ('checkbox' in field) return <CheckboxField form={form} name={field.checkbox} label={field.label} />;
  if ('chips' in field) {
    const value = form.watch(field.chips) as unknown as string[];
    return (
      <ChipsField label={field.label} helper={field.helper} value={value} onChange={(next) => form.setValue(field.chips, next as never, { shouldDirty: true })} readOnly={!admin} />
    );
  }
  if ('row' in field)
    return (
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align="start">
        {field.row.map((item, index) => (
          <FieldOf key={index} field={item} form={form} admin={admin} />
        ))}
      </Stack>
    );
  if ('heading' in field) return <Text fontWeight="semibold">{field.heading}</Text>;
  return <>{field.custom}</>;
}

export interface EditorProps<TIn extends FieldValues, TOut, TRecord extends object> {
  id: number | null;
  texts: EditorTexts;
  /** The record as read (undefined while it loads, for a new one, or after its delete). */
  record: TRecord | undefined;
  error: unknown;
  refetch: () => unknown;
  /** The delete of the loaded record: the editor's flow (its `removed` skips the record's reads), the mutation's loading, what is deleted. */
  deletion: { flow: DeleteFlow; loading: boolean; of: (record: TRecord) => DeleteOptions };
  /** The height of the loading outline. */
  outline?: string;
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: (values: TOut, changed: Changed) => Promise<unknown>;
  onSaved?: (saved: unknown) => void;
  /** The fields, in order; the chips go under the disabled block. */
  fields: readonly EditorField<TIn>[];
  /** Closes an inline editor ('Отмена'). */
  onCancel?: () => void;
  /** Under the form: a picture. */
  after?: ReactNode;
  /** The list the back link goes to, and its text ('Назад' unless said); none in an inline editor. */
  back?: string;
  backLabel?: string;
  /** The section's title, when not '<one>: <record's title>'. */
  sectionTitle?: string;
  /** Edited inside a list's screen: a panel instead of a section, 'Отмена' for every role, no back link. */
  inline?: boolean;
}

/** The editor's section: states, title, form with its fields, the action row, the back link. */
export function Editor<TIn extends FieldValues, TOut, TRecord extends object>(props: EditorProps<TIn, TOut, TRecord>) {
  const { id, texts, record, error, refetch, deletion, outline = '64', form, onSubmit, onSaved, fields, onCancel, after, back, backLabel, sectionTitle, inline } = props;
  const t = useMessages(catalogueMessages);
  const admin = useIsAdmin();
  if (deletion.flow.removed) return <Skeleton h={outline} />;
  if (id !== null && error) return <LoadFailure error={error} onRetry={() => void refetch()} />;
  if (id !== null && !record) return <Skeleton h={outline} />;
  const inBlock = fields.filter((field) => !('chips' in field));
  const chips = fields.filter((field) => 'chips' in field);
  const title = sectionTitle ?? (record ? `${texts.one}: ${'title' in record ? String(record.title) : ''}` : texts.new);
  const body = (
    <Form form={form} label={record ? texts.one : texts.new} onSubmit={onSubmit} onSaved={onSaved} guard={!inline}>
      <fieldset disabled={!admin}>
        <Stack gap={inline ? '3' : '4'}>
          {inBlock.map((field, index) => (
            <FieldOf key={'custom' in field ? field.key : index} field={field} form={form} admin={admin} />
          ))}
        </Stack>
      </fieldset>
      {chips.map((field, index) => (
        <FieldOf key={index} field={field} form={form} admin={admin} />
      ))}
      {(admin || inline) && (
        <HStack gap="3" wrap="wrap">
          {admin && <SubmitButton form={form}>{id === null ? t.common.create : t.common.save}</SubmitButton>}
          {admin && record && <DeleteButton onClick={() => void deletion.flow.run(deletion.of(record))} loading={deletion.loading} />}
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              {t.common.cancel}
            </Button>
          )}
        </HStack>
      )}
    </Form>
  );
  if (inline)
    return (
      <Stack gap="3" borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle">
        <Text fontWeight="semibold">{title}</Text>
        {body}
        {after}
      </Stack>
    );
  return (
    <Section title={title}>
      {!admin && (
        <Text color="fg.muted" textStyle="sm">
          {t.common.readOnly}
        </Text>
      )}
      {body}
      {after}
      {back && (
        <Link asChild alignSelf="start" textStyle="sm">
          <RouterLink to={back}>{backLabel ?? t.common.back}</RouterLink>
        </Link>
      )}
    </Section>
  );
}

/** The id of an editor route, or null for 'new'. */
export { routeId } from '../../shared/apollo/route-starter';

/** A failed single-item load: NOT_FOUND goes to /404 (spec §8), anything else shows the error with a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (hasErrorCode(error, ErrorCode.NotFound)) return <Navigate to={paths.notFound} replace />;
  return <QueryError error={error} onRetry={onRetry} />;
}

/**
 * A list of words edited as chips: Enter adds the trimmed word, a duplicate (case-insensitive) is
 * refused with a message under the field and the typed text stays; each chip has a remove button.
 */
export function ChipsField({
  label,
  helper,
  value,
  onChange,
  readOnly,
}: {
  label: string;
  helper?: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  readOnly?: boolean;
}) {
  const t = useMessages(catalogueMessages);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const word = text.trim();
    if (!word) return;
    if (value.some((v) => v.toLocaleLowerCase('ru') === word.toLocaleLowerCase('ru'))) {
      setError(t.chips.duplicate(word));
      return;
    }
    onChange([...value, word]);
    setText('');
    setError(null);
  };
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Box w="full">
        {value.length === 0 && (
          <Text color="fg.muted" textStyle="sm" mb={readOnly ? 0 : 2}>
            {t.chips.empty}
          </Text>
        )}
        <HStack wrap="wrap" gap="2" mb={readOnly || value.length === 0 ? 0 : 2} role="list" aria-label={label} hidden={value.length === 0}>
          {value.map((word) => (
            <Tag.Root key={word} size="lg" role="listitem">
              <Tag.Label>{word}</Tag.Label>
              {!readOnly && (
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={t.chips.remove(word)} onClick={() => onChange(value.filter((v) => v !== word))} />
                </Tag.EndElement>
              )}
            </Tag.Root>
          ))}
        </HStack>
        {!readOnly && (
          <Input
            aria-label={label}
            placeholder={t.chips.placeholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        )}
      </Box>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * Navigation requested from a form's `onSaved`: done after the next render, when the form is clean
 * again, so the unsaved-changes guard does not stop it.
 */
export function useNavigateSoon(): (to: string, replace?: boolean) => void {
  const navigate = useNavigate();
  const [target, setTarget] = useState<{ to: string; replace: boolean } | null>(null);
  useEffect(() => {
    if (target) void navigate(target.to, { replace: target.replace });
  }, [target, navigate]);
  return (to, replace = false) => setTarget({ to, replace });
}

type Vars = Record<string, unknown>;

/**
 * What a record's editor holds besides its form: the client, the ways out, its delete flow, its three writes and
 * `deletion(of)`, the `Editor`'s delete of a loaded record (its mutation and cache entry from its id, the rest `of` it).
 */
export function useRecordWrites<C, CV extends Vars, U, UV extends Vars>(writes: {
  create: TypedDocumentNode<C, CV>;
  update: TypedDocumentNode<U, UV>;
  remove: TypedDocumentNode<unknown, { id: number }>;
  typename: string;
}) {
  const [create] = useMutation(writes.create);
  const [update] = useMutation(writes.update);
  const [destroy, { loading }] = useMutation(writes.remove);
  const remove = useDeleteFlow();
  const deletion = <R extends { id: number }>(of: (record: R) => Omit<DeleteOptions, 'remove' | 'record'>) => ({
    flow: remove,
    loading,
    of: (record: R) => ({ ...of(record), remove: () => destroy({ variables: { id: record.id } }), record: { __typename: writes.typename, id: record.id } }),
  });
  return { client: useApolloClient(), navigate: useNavigate(), navigateSoon: useNavigateSoon(), remove, create, update, deletion };
}

/** A record's texts in its editor: its name, the new one's, its delete's, and (where rows may use it) the refusal's. */
export type RecordTexts = EditorTexts & { removeText: (title: string) => string; inUse?: (title: string, count: number) => string };

/**
 * A titled record's editor (a campaign, a city, a region…) besides its form: the record its route query `read` (not for
 * a new one, nor once deleted), the page's crumb (unless `crumb: false`), its writes, and `editor`, the props of its `Editor`:
 * the states; the delete, refused while `usage` counts rows, then `lists` read again and `leave` (a link, or a call);
 * after a save, `lists` read again and a new record opened at `href(id)` (or told to `created`).
 */
export function useRecordEditor<Q, R extends { id: number; title: string }, C, CV extends Vars, U, UV extends Vars, UQ>(
  id: number | null,
  texts: RecordTexts,
  kind: {
    read: { query: TypedDocumentNode<Q, { id: number }>; record: (data: Q) => R };
    writes: Parameters<typeof useRecordWrites<C, CV, U, UV>>[0];
    usage?: { query: TypedDocumentNode<UQ, { id: number }>; total: (data: UQ | undefined) => number | undefined };
    lists: string[];
    leave: string | (() => unknown);
    href?: (id: number) => string;
    created?: (id: number) => unknown;
    crumb?: false;
  },
) {
  const { client, navigate, navigateSoon, remove, create, update, deletion: deletionOf } = useRecordWrites(kind.writes);
  const { data, error, refetch } = useQuery(kind.read.query, { variables: { id: id ?? 0 }, skip: id === null || remove.removed });
  const record = data && kind.read.record(data);
  usePageCrumbs(record && kind.crumb !== false ? [{ label: optionLabel(record.title) }] : undefined);
  const { usage, lists, leave, href } = kind;
  const deletion = deletionOf((record: R) => ({
    description: texts.removeText(record.title),
    usage: usage && (async () => usage.total((await client.query({ query: usage.query, variables: { id: record.id }, fetchPolicy: 'network-only' })).data) ?? 0),
    inUse: (count: number) => texts.inUse?.(record.title, count) ?? '',
    lists,
    leave: typeof leave === 'string' ? () => navigate(leave) : leave,
  }));
  const onSaved = (saved: unknown) => {
    for (const list of lists) client.cache.evict({ fieldName: list });
    if (id !== null || !saved) return;
    const created = (saved as { id: number }).id;
    if (href) navigateSoon(href(created), true);
    kind.created?.(created);
  };
  return [record, { client, create, update, remove, editor: { id, texts, record, error, refetch, deletion, onSaved } }] as const;
}

/** An item a selector picked: its id and its label. */
export interface Picked {
  id: number;
  title: string | null;
}

/**
 * A search selector bound to a form field holding `{id, title} | null`, with the field's error under
 * it (spec §9: 49 items, cities 30; 'не найдено', 'Без названия').
 */
export function PickField<TIn extends FieldValues, TOut>({
  form,
  name,
  label,
  search,
  readOnly,
}: {
  form: UseFormReturn<TIn, unknown, TOut>;
  name: FieldPath<TIn>;
  label: string;
  search: (text: string, limit: number) => Promise<readonly Picked[]>;
  readOnly?: boolean;
}) {
  const value = form.watch(name) as unknown as Picked | null;
  const error = form.getFieldState(name, form.formState).error;
  if (readOnly)
    return (
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <Input value={value?.title ?? ''} readOnly aria-label={label} />
      </Field.Root>
    );
  return (
    <Box w="full">
      <SearchSelect
        label={label}
        search={search}
        getKey={(item) => item.id}
        getLabel={(item) => item.title}
        value={value}
        onChange={(item) => form.setValue(name, (item ?? null) as never, { shouldDirty: true, shouldTouch: true, shouldValidate: true })}
      />
      {error?.message && (
        <Text color="fg.error" textStyle="sm" mt="1" role="alert">
          {error.message}
        </Text>
      )}
    </Box>
  );
}
