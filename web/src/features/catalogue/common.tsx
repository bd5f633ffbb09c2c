// Pieces shared by the screens of this feature: who may write (product-rules §1: only admins), the
// single-item load that goes to /404 (spec §8), the one delete flow (confirm 'Подтвердите удаление',
// refused while rows still use the record, one toast, lands on the list), chips for `matches[]` /
// `exclusions[]`.
import { Box, Button, Card, Field, HStack, Input, Stack, Tag, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { ErrorCode, hasErrorCode, ShownError } from '../../shared/apollo/errors';
import { useMessages } from '../../shared/i18n/define';
import { notify, runAction } from '../../shared/notify/notify';
import { paths } from '../../shared/paths';
import { useSessionUser } from '../../shared/session/session-context';
import { confirmIntent, useConfirm } from '../../shared/ui/confirm';
import { QueryError } from '../../shared/ui/query-error';
import { SearchSelect } from '../../shared/ui/search-select';
import { catalogueMessages } from './messages';

/** Who writes the catalogue (product-rules §1), as the gateway's policy answers it (`User.rights`); others read it. */
export function useIsAdmin(): boolean {
  return useSessionUser()?.rights?.editCatalogue ?? false;
}

/** The id of an editor route: a positive integer, or null for 'new'. */
export function routeId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** A failed single-item load: NOT_FOUND goes to /404 (spec §8), anything else shows the error with a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (hasErrorCode(error, ErrorCode.NotFound)) return <Navigate to={paths.notFound} replace />;
  return <QueryError error={error} onRetry={onRetry} />;
}

export interface DeleteOptions {
  /** The confirmation's text: what is deleted. */
  description: string;
  /** Counts the rows still using the record; above zero the delete is refused with `inUse(count)`. */
  usage?: () => Promise<number>;
  inUse?: (count: number) => string;
  /** The mutation. */
  remove: () => Promise<unknown>;
  /** The deleted record in the cache (`{ __typename, id }`): dropped without waking its readers. */
  record?: { __typename: string; id: number };
  /** Cached lists the record was in, read again: root fields (`'regions'`) or `{ id, fieldName }`. */
  lists?: readonly (string | { id: string | undefined; fieldName: string })[];
  /** Where the screen goes afterwards: the list, or closing an inline editor. */
  leave?: () => unknown;
}

/** An editor's delete flow: `run` it, `removed` once it deleted. */
export interface DeleteFlow {
  run: (options: DeleteOptions) => Promise<boolean>;
  removed: boolean;
}

/**
 * The one delete flow of every editor (issue 22): 'Подтвердите удаление' / Удалить; the usage check
 * (refused with `inUse(count)` while rows still use the record, nothing changes); the mutation with
 * exactly one success toast ('Операция выполнена'); then, in this order, `removed` turns true at once
 * (the editor skips its route queries and stops rendering its sections, so nothing reads the deleted
 * record again: before, its route query answered NOT_FOUND and the page went to /404 instead of the
 * list), the lists are evicted (read again where shown), the record is dropped from the cache
 * silently (a later visit of its address loads it and gets /404), and `leave` runs. A second click
 * while a delete runs does nothing. `run` answers true when deleted.
 */
export function useDeleteFlow(): DeleteFlow {
  const confirm = useConfirm();
  const client = useApolloClient();
  const t = useMessages(catalogueMessages);
  const [removed, setRemoved] = useState(false);
  const running = useRef(false);
  const run = async ({ description, usage, inUse, remove, record, lists = [], leave }: DeleteOptions): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    try {
      if (!(await confirm.remove({ description }))) return false;
      if (usage && inUse) {
        let count: number;
        try {
          count = await usage();
        } catch (error) {
          notify.error(error);
          return false;
        }
        if (count > 0) {
          notify.error(new ShownError(inUse(count)), t.common.removeRefused);
          return false;
        }
      }
      const done = await runAction(async () => {
        await remove();
        return true;
      });
      if (done !== true) return false;
      if (leave) flushSync(() => setRemoved(true));
      for (const list of lists) client.cache.evict(typeof list === 'string' ? { fieldName: list } : list);
      if (record) client.cache.evict({ id: client.cache.identify(record), broadcast: false });
      client.cache.gc();
      await leave?.();
      return true;
    } finally {
      running.current = false;
    }
  };
  return { run, removed };
}

/** A titled block of an editor. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Card.Title as="h2">{title}</Card.Title>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The read-only note for non-admins. */
export function ReadOnlyNote() {
  const t = useMessages(catalogueMessages);
  return (
    <Text color="fg.muted" textStyle="sm">
      {t.common.readOnly}
    </Text>
  );
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

/** A row of buttons at the end of a form. */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <HStack gap="3" wrap="wrap">
      {children}
    </HStack>
  );
}

export function DeleteButton({ onClick, loading }: { onClick: () => void; loading?: boolean }) {
  const t = useMessages(catalogueMessages);
  return (
    <Button variant="outline" colorPalette="red" {...confirmIntent} onClick={onClick} loading={loading}>
      {t.common.remove}
    </Button>
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
  limit,
  readOnly,
}: {
  form: UseFormReturn<TIn, unknown, TOut>;
  name: FieldPath<TIn>;
  label: string;
  search: (text: string, limit: number) => Promise<readonly Picked[]>;
  limit?: number;
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
        limit={limit}
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
