// A form's state for the back-office's forms (form.tsx): react-hook-form's API as our forms use it
// (mode `onTouched`: a field is checked when it loses focus, then as it changes; every field once
// submitted), its path types, ~2 kB gzipped where react-hook-form is ~14 kB on every route that draws
// a form (issue 42, docs/adr/0078-forms-without-react-hook-form.md). The inputs are controlled: a
// change re-renders the component that holds the form. `check` gives a message per field path
// (`items.0.name`); the form calls it with all the values.
import { useReducer, useRef } from 'react';
import type { FieldPath, FieldValues, Path, PathValue } from 'react-hook-form';

export type { FieldPath, FieldValues, Path } from 'react-hook-form';

export interface FieldError {
  type: string;
  message?: string;
}

/** The form's values checked: the values to submit, or a message per field path. */
export type Check<TIn, TOut> = (values: TIn) => { data: TOut } | { errors: Record<string, string> };

interface SetOptions {
  shouldDirty?: boolean;
  shouldTouch?: boolean;
  shouldValidate?: boolean;
}

export interface UseFormReturn<TIn extends FieldValues, _Context = unknown, TOut = TIn> {
  formState: {
    isDirty: boolean;
    isSubmitting: boolean;
    isSubmitted: boolean;
    isSubmitSuccessful: boolean;
    defaultValues: TIn;
    errors: Partial<Record<string, FieldError>>;
  };
  register(name: FieldPath<TIn>): {
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
    onBlur: () => void;
    ref: (element: HTMLElement | null) => void;
  };
  watch(): TIn;
  watch<P extends FieldPath<TIn>>(name: P): PathValue<TIn, P>;
  getValues(): TIn;
  getValues<P extends FieldPath<TIn>>(name: P): PathValue<TIn, P>;
  setValue<P extends FieldPath<TIn>>(name: P, value: PathValue<TIn, P>, options?: SetOptions): void;
  getFieldState(name: FieldPath<TIn>, formState?: unknown): { error?: FieldError; invalid: boolean; isDirty: boolean; isTouched: boolean };
  trigger(name?: FieldPath<TIn>): Promise<boolean>;
  setError(name: Path<TIn>, error: FieldError, options?: { shouldFocus?: boolean }): void;
  /** Makes `values` the values as read (the form is clean); `keepDirtyValues` keeps what the user changed, `keepValues` every value. */
  reset(values?: TIn, options?: { keepDirtyValues?: boolean; keepValues?: boolean }): void;
  resetField<P extends FieldPath<TIn>>(name: P, options: { defaultValue: PathValue<TIn, P> }): void;
  handleSubmit(onValid: (values: TOut) => unknown): (event?: { preventDefault(): void }) => Promise<void>;
  /** For useFieldArray: the lines' ids by array field. */
  control: { ids: Map<string, string[]>; form: () => UseFormReturn<TIn, unknown, TOut> };
}

type Values = Record<string, unknown>;
const clone = <T>(value: T): T => structuredClone(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const within = (key: string, name: string) => key === name || key.startsWith(`${name}.`);

function get(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value == null ? undefined : (value as Values)[key]), values);
}

function set(values: Values, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let target: Values = values;
  for (const key of keys) target = (target[key] ??= {}) as Values;
  target[last] = value;
}

let nextId = 0;

export function useForm<TIn extends FieldValues, TOut>(check: Check<TIn, TOut>, defaultValues: TIn): UseFormReturn<TIn, unknown, TOut> {
  const [, render] = useReducer((n: number) => n + 1, 0);
  const checkRef = useRef(check);
  checkRef.current = check;
  const ref = useRef<UseFormReturn<TIn, unknown, TOut>>(null);
  if (ref.current) return ref.current;

  let values = clone(defaultValues) as Values;
  let defaults = clone(defaultValues) as Values;
  let errors: Record<string, FieldError> = {};
  let touched = new Set<string>();
  let flags = { isSubmitting: false, isSubmitted: false, isSubmitSuccessful: false };
  const elements = new Map<string, HTMLElement>();
  const ids = new Map<string, string[]>();

  /** Checks the fields under `names` (all without), puts their messages; true when they have none. */
  const validate = (names?: readonly string[]) => {
    const result = checkRef.current(values as TIn);
    const found = 'errors' in result ? result.errors : {};
    const inScope = (key: string) => !names || names.some((name) => within(key, name));
    errors = Object.fromEntries(Object.entries(errors).filter(([key]) => !inScope(key)));
    for (const [key, message] of Object.entries(found)) if (inScope(key)) errors[key] = { type: 'invalid', message };
    render();
    return Object.keys(found).every((key) => !inScope(key));
  };
  const focusFirstError = () => {
    for (const [name, element] of elements) if (errors[name]) return element.focus();
  };
  const setValue = (name: string, value: unknown, options: SetOptions = {}) => {
    set(values, name, value);
    if (options.shouldTouch) touched.add(name);
    if (options.shouldValidate) validate([name]);
    else render();
  };
  const form: UseFormReturn<TIn, unknown, TOut> = {
    get formState() {
      return { ...flags, isDirty: !same(values, defaults), defaultValues: defaults as TIn, errors };
    },
    register: (name) => ({
      name,
      value: (get(values, name) as string | undefined) ?? '',
      onChange: (event) => {
        set(values, name, event.target.value);
        if (touched.has(name) || flags.isSubmitted) validate([name]);
        else render();
      },
      onBlur: () => {
        touched.add(name);
        validate([name]);
      },
      ref: (element) => void (element ? elements.set(name, element) : elements.delete(name)),
    }),
    watch: ((name?: string) => (name === undefined ? { ...values } : get(values, name))) as UseFormReturn<TIn, unknown, TOut>['watch'],
    getValues: ((name?: string) => (name === undefined ? { ...values } : get(values, name))) as UseFormReturn<TIn, unknown, TOut>['getValues'],
    setValue: (name, value, options) => setValue(name, value, options),
    getFieldState: (name) => ({
      error: errors[name],
      invalid: Object.keys(errors).some((key) => within(key, name)),
      isDirty: !same(get(values, name), get(defaults, name)),
      isTouched: [...touched].some((key) => within(key, name)),
    }),
    trigger: (name) => Promise.resolve(validate(name === undefined ? undefined : [name])),
    setError: (name, error, options) => {
      errors = { ...errors, [name]: error };
      if (options?.shouldFocus) elements.get(name)?.focus();
      render();
    },
    reset: (next, options = {}) => {
      const read = clone(next ?? defaults) as Values;
      if (!options.keepValues) {
        const kept = options.keepDirtyValues ? Object.keys(values).filter((key) => !same(values[key], defaults[key])) : [];
        values = Object.assign(clone(read), Object.fromEntries(kept.map((key) => [key, values[key]])));
      }
      defaults = read;
      errors = {};
      touched = new Set();
      flags = { isSubmitting: false, isSubmitted: false, isSubmitSuccessful: false };
      render();
    },
    resetField: (name, { defaultValue }) => {
      set(defaults, name, clone(defaultValue));
      set(values, name, clone(defaultValue));
      touched = new Set([...touched].filter((key) => !within(key, name)));
      errors = Object.fromEntries(Object.entries(errors).filter(([key]) => !within(key, name)));
      render();
    },
    handleSubmit: (onValid) => async (event) => {
      event?.preventDefault();
      flags = { ...flags, isSubmitting: true };
      render();
      const result = checkRef.current(values as TIn);
      let thrown: { error: unknown } | null = null;
      if ('errors' in result) {
        errors = Object.fromEntries(Object.entries(result.errors).map(([key, message]) => [key, { type: 'invalid', message }]));
        focusFirstError();
      } else {
        errors = {};
        try {
          await onValid(result.data);
        } catch (error) {
          thrown = { error };
        }
      }
      flags = { isSubmitting: false, isSubmitted: true, isSubmitSuccessful: !('errors' in result) && !thrown };
      render();
      if (thrown) throw thrown.error;
    },
    control: { ids, form: () => form },
  };
  ref.current = form;
  return form;
}

/**
 * The lines of an array field, each with a stable id for React's key; after an append or a removal
 * every line is checked again.
 */
export function useFieldArray<TIn extends FieldValues, TOut>({ control, name }: { control: UseFormReturn<TIn, unknown, TOut>['control']; name: FieldPath<TIn> }) {
  const form = control.form();
  const lines = (form.getValues(name) ?? []) as unknown[];
  const ids = control.ids.get(name) ?? [];
  while (ids.length < lines.length) ids.push(String(nextId++));
  ids.length = lines.length;
  control.ids.set(name, ids);
  const update = (next: unknown[]) => {
    form.setValue(name, next as never, { shouldDirty: true });
    void form.trigger(name);
  };
  return {
    fields: ids.map((id) => ({ id })),
    append: (line: unknown) => {
      ids.push(String(nextId++));
      update([...lines, line]);
    },
    remove: (index: number) => {
      ids.splice(index, 1);
      update(lines.filter((_, at) => at !== index));
    },
  };
}
