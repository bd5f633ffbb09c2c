// Pieces shared by the screens of this feature: who may write (product-rules §1: only admins), the
// single-item load that goes to /404 (spec §8), chips for `matches[]` / `exclusions[]`. The one delete
// flow of every record lives in `shared/ui/delete-flow.tsx`.
import { Box, Card, Field, HStack, Input, Stack, Tag, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { ErrorCode, hasErrorCode } from '../../shared/apollo/errors';
import { useMessages } from '../../shared/i18n/define';
import { paths } from '../../shared/paths';
import { useSessionUser } from '../../shared/session/session-context';
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
