// The one way to build a form in the back-office: a form's state (use-form.ts) with a zod schema (fields.ts),
// Chakra fields, and four behaviours every form gets:
// - field-level messages of spec §5 (shown once a field was touched, and on submit);
// - the server's `BAD_USER_INPUT` per-field messages put onto the fields they name;
// - the submit button disabled while the submission runs;
// - leaving a form with unsaved changes asks first (in-app navigation and closing the tab);
// - a save of a record sends only what the user changed (`changedInput`), never a value read earlier
//   that someone else may have changed since (issue 39, docs/adr/0025-no-lost-update.md).
// A failed submission leaves every value as the user typed it.
//
//   const form = useZodForm(({ f }) => z.object({ name: f.required(), phone: f.phone() }), { defaultValues });
//   <Form form={form} onSubmit={(values, changed) => mutate({ variables: { id, input: changedInput(values, changed) } })} success="Пользователь обновлен" errorTitle="Ошибка обновления">
//     <TextField form={form} name="name" label="Имя" />
//     <SubmitButton form={form} />
//   </Form>
import { Button, chakra, Field, Input, Stack, Textarea, type ButtonProps, type InputProps } from '@chakra-ui/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import type * as z from './schema';
import { ErrorCode, hasErrorCode } from '../apollo/error-codes';
import { useMessages } from '../i18n/define';
import { sharedMessages } from '../i18n/shared-messages';
import { runAction, type ActionOptions } from '../notify/notify';
import { useConfirm } from '../ui/confirm';
import { fieldsOf, type Fields } from './fields';
import { validationMessages, type ValidationMessages } from './messages';
import { useForm, type FieldPath, type FieldValues, type Path, type UseFormReturn } from './use-form';

type AnySchema = z.ZodMiniType<FieldValues, FieldValues>;

/**
 * How a form is reset to the server's record: the fields the user has changed keep their values (a
 * record that arrives again — the route query after a create, a live update — must not wipe what is
 * being typed); the others follow the record.
 */
export const KEEP_EDITS = { keepDirtyValues: true } as const;

/** A form whose values are checked by the zod schema `build` returns (a field's message: its first issue's). */
export function useZodForm<S extends AnySchema>(
  build: (helpers: { f: Fields; m: ValidationMessages }) => S,
  options: { defaultValues: z.input<S> },
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const m = useMessages(validationMessages);
  // The schema follows the language of the messages; `build` is a new function every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const schema = useMemo(() => build({ f: fieldsOf(m), m }), [m]);
  return useForm<z.input<S>, z.output<S>>((values) => {
    const result = schema.safeParse(values);
    if (result.success) return { data: result.data };
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return { errors };
  }, options.defaultValues);
}

/**
 * Puts the server's per-field messages (`fieldErrors`) onto the form's fields; answers the names of
 * the fields that took one (when that is all of them, `runAction` shows no toast: the form says it).
 */
export function applyServerErrors<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, fields: Readonly<Record<string, string>>): string[] {
  const known = new Set(Object.keys(form.getValues()));
  const applied: string[] = [];
  for (const [name, message] of Object.entries(fields)) {
    if (!known.has(name)) continue;
    form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: applied.length === 0 });
    applied.push(name);
  }
  return applied;
}

/** The names of the form's fields whose values differ from the record as last read (the last reset's values). */
export type Changed = ReadonlySet<string>;

function changedFields(values: FieldValues, read: FieldValues | undefined): Set<string> {
  return new Set(Object.keys(values).filter((name) => JSON.stringify(values[name]) !== JSON.stringify(read?.[name])));
}

/**
 * What a save of an existing record sends: the entries of `input` made of changed fields. An entry
 * is made of the field of its name, or of the fields `from` names for it (`cityId: ['city']`,
 * `location: ['lat', 'lng']`). A save never writes back a value the user did not touch.
 */
export function changedInput<I extends object>(input: I, changed: Changed, from: { readonly [K in keyof I]?: readonly string[] } = {}): Partial<I> {
  const sources = from as Readonly<Record<string, readonly string[] | undefined>>;
  return Object.fromEntries(Object.entries(input).filter(([key]) => (sources[key] ?? [key]).some((name) => changed.has(name)))) as Partial<I>;
}

export interface FormProps<TIn extends FieldValues, TOut> extends Omit<ActionOptions<unknown>, 'inline'> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Sends the values (of an existing record: `changedInput(values, changed)`); throws on failure. Its result goes to `onSaved`. */
  onSubmit: (values: TOut, changed: Changed) => Promise<unknown>;
  /** After a successful submission (the form is then clean again with the saved values). */
  onSaved?: (result: unknown) => void;
  /**
   * The save was refused because the record changed since it was read (STALE_RECORD, issue 39):
   * read it again; the form then shows the new values where the user typed nothing.
   */
  onStale?: () => unknown;
  /** Ask before leaving with unsaved changes (on by default). */
  guard?: boolean;
  children: ReactNode;
  /** The form's accessible name. */
  label?: string;
  id?: string;
}

export function Form<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  onSaved,
  onStale,
  guard = true,
  children,
  label,
  id,
  success,
  errorTitle,
  errorDuration,
}: FormProps<TIn, TOut>) {
  useUnsavedChangesGuard(guard && form.formState.isDirty && !form.formState.isSubmitSuccessful);

  const submit = form.handleSubmit(async (values) => {
    let failed = false;
    const changed = changedFields(form.getValues(), form.formState.defaultValues as FieldValues | undefined);
    const result = await runAction(
      async () => {
        try {
          return await onSubmit(values, changed);
        } catch (error) {
          failed = true;
          if (hasErrorCode(error, ErrorCode.StaleRecord)) void onStale?.();
          throw error;
        }
      },
      { success, errorTitle, errorDuration, inline: (fields) => applyServerErrors(form, fields) },
    );
    if (failed) return;
    form.reset(form.getValues(), { keepValues: true });
    onSaved?.(result);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={label} id={id}>
      <Stack gap="4">{children}</Stack>
    </form>
  );
}

/** The submit button: busy and disabled while the form submits. */
export function SubmitButton<TIn extends FieldValues, TOut>({
  form,
  children,
  ...props
}: { form: UseFormReturn<TIn, unknown, TOut>; children?: ReactNode } & Omit<ButtonProps, 'form'>) {
  const t = useMessages(sharedMessages);
  return (
    <Button type="submit" loading={form.formState.isSubmitting} disabled={form.formState.isSubmitting} alignSelf="start" {...props}>
      {children ?? t.form.save}
    </Button>
  );
}

interface FieldProps<TIn extends FieldValues, TOut> {
  form: UseFormReturn<TIn, unknown, TOut>;
  name: FieldPath<TIn>;
  label: string;
  helper?: string;
  required?: boolean;
}

function FieldFrame<TIn extends FieldValues, TOut>({ form, name, label, helper, required, children }: FieldProps<TIn, TOut> & { children: ReactNode }) {
  const error = form.getFieldState(name, form.formState).error;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error?.message && <Field.ErrorText>{error.message}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A text input bound to the form; `transformInput` rewrites what the user types (e.g. `fixPhone`). */
export function TextField<TIn extends FieldValues, TOut>({
  transformInput,
  inputProps,
  multiline,
  ...props
}: FieldProps<TIn, TOut> & { transformInput?: (value: string) => string; inputProps?: InputProps; multiline?: boolean }) {
  const registration = props.form.register(props.name);
  const onChange = transformInput
    ? (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        event.target.value = transformInput(event.target.value);
        return registration.onChange(event);
      }
    : registration.onChange;
  return (
    <FieldFrame {...props}>
      {multiline ? <Textarea {...registration} onChange={onChange} autoresize /> : <Input {...inputProps} {...registration} onChange={onChange} />}
    </FieldFrame>
  );
}

/**
 * A native checkbox and its label, as the tables' row checkboxes (data-table.tsx): keyboard, forms and
 * assistive technology for free, and no Chakra checkbox machine on the routes of a form (issue 42).
 * `intent` goes on the box (the pointer over it, the focus on it).
 */
export function LabeledCheckbox({
  label,
  checked,
  onChange,
  name,
  intent,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  intent?: { onPointerEnter: () => void; onFocus: () => void };
}) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" textStyle="sm" cursor="pointer">
      <chakra.input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...intent}
        boxSize="4"
        cursor="pointer"
        accentColor="var(--chakra-colors-blue-solid)"
      />
      {label}
    </chakra.label>
  );
}

/** A checkbox bound to a boolean field. */
export function CheckboxField<TIn extends FieldValues, TOut>({ form, name, label }: Omit<FieldProps<TIn, TOut>, 'helper' | 'required'>) {
  const value = form.watch(name) as unknown as boolean;
  return (
    <LabeledCheckbox name={name} label={label} checked={Boolean(value)} onChange={(checked) => form.setValue(name, checked as never, { shouldDirty: true, shouldTouch: true })} />
  );
}

/**
 * While `when` is true, leaving the page asks first: in-app navigation through a confirm dialog
 * ('Подтвердите действие': 'Есть несохранённые изменения', Продолжить / Отмена, spec §8), closing or reloading the tab through the
 * browser's own prompt.
 */
export function useUnsavedChangesGuard(when: boolean): void {
  const t = useMessages(sharedMessages);
  const confirm = useConfirm();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    void confirm({ title: t.form.unsavedTitle, description: t.form.unsavedText }).then((leave) => {
      if (cancelled) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      cancelled = true;
    };
  }, [blocker, confirm, t]);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
}
