// The one editor of the catalogue (issue 28): every record editor (regions, adm. entities, place
// types, cities, products…) declares its texts, its form and its fields; the kit lays them out the
// same way: the route's frame (page header 'Новый …' / '…', the editor keyed by id), the loading
// outline, /404 or the error with a retry, the section titled '…: <record>', the read-only note for
// non-admins (fields disabled), the action row (Создать / Сохранить, Удалить, Отмена), what follows
// the form (a picture) and the link back to the list.
import { Button, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { CheckboxField, Form, SubmitButton, TextField, type Changed } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { PageHeader } from '../../shared/ui/page-header';
import { ChipsField, FormActions, LoadFailure, PickField, ReadOnlyNote, Section, useIsAdmin, type Picked } from './common';
import { DeleteButton, type DeleteFlow, type DeleteOptions } from '../../shared/ui/delete-flow';
import { catalogueMessages } from './messages';

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
  /** Ask before leaving with unsaved changes (on unless inline). */
  guard?: boolean;
}

/** The editor's section: states, title, form with its fields, the action row, the back link. */
export function Editor<TIn extends FieldValues, TOut, TRecord extends object>(props: EditorProps<TIn, TOut, TRecord>) {
  const {
    id,
    texts,
    record,
    error,
    refetch,
    deletion,
    outline = '64',
    form,
    onSubmit,
    onSaved,
    fields,
    onCancel,
    after,
    back,
    backLabel,
    sectionTitle,
    inline,
    guard = !inline,
  } = props;
  const t = useMessages(catalogueMessages);
  const admin = useIsAdmin();
  if (deletion.flow.removed) return <Skeleton h={outline} />;
  if (id !== null && error) return <LoadFailure error={error} onRetry={() => void refetch()} />;
  if (id !== null && !record) return <Skeleton h={outline} />;
  const inBlock = fields.filter((field) => !('chips' in field));
  const chips = fields.filter((field) => 'chips' in field);
  const title = sectionTitle ?? (record ? `${texts.one}: ${'title' in record ? String(record.title) : ''}` : texts.new);
  const body = (
    <Form form={form} label={record ? texts.one : texts.new} onSubmit={onSubmit} onSaved={onSaved} guard={guard}>
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
        <FormActions>
          {admin && <SubmitButton form={form}>{id === null ? t.common.create : t.common.save}</SubmitButton>}
          {admin && record && <DeleteButton onClick={() => void deletion.flow.run(deletion.of(record))} loading={deletion.loading} />}
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              {t.common.cancel}
            </Button>
          )}
        </FormActions>
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
      {!admin && <ReadOnlyNote />}
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
