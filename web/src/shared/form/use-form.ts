// A small form state for the back-office's screens: values, the spec §5 rules per field, errors shown
// once a field was left or the form submitted, and `valid` — true only when every registered field
// is valid (spec §5).
import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Rule } from './rules';

export interface FieldSpec {
  initial?: string;
  rules?: readonly Rule[];
  /** Rewrites the value while typing (e.g. `fixPhone` keeps `+7` in front and only digits). */
  fix?: (value: string) => string;
}

export type FormSpec<K extends string> = Record<K, FieldSpec>;

export interface FieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

export interface FormState<K extends string> {
  values: Record<K, string>;
  /** The first failing rule's message per field, whether shown yet or not. */
  errors: Partial<Record<K, string>>;
  /** True when every registered field passes its rules. */
  valid: boolean;
  /** The error to show: only after the field was left or the form submitted. */
  shownError(name: K): string | undefined;
  field(name: K): FieldProps;
  setValue(name: K, value: string): void;
  reset(): void;
  handleSubmit(onValid: (values: Record<K, string>) => void | Promise<void>): (event?: FormEvent) => void;
}

export function validateField(value: string, rules: readonly Rule[] = []): string | undefined {
  for (const rule of rules) {
    const error = rule(value);
    if (error) return error;
  }
  return undefined;
}

function initialValues<K extends string>(spec: FormSpec<K>): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of Object.keys(spec) as K[]) {
    const field = spec[name];
    values[name] = field.fix ? field.fix(field.initial ?? '') : (field.initial ?? '');
  }
  return values;
}

export function useForm<K extends string>(spec: FormSpec<K>): FormState<K> {
  const [values, setValues] = useState(() => initialValues(spec));
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const errors = useMemo(() => {
    const result: Partial<Record<K, string>> = {};
    for (const name of Object.keys(spec) as K[]) {
      const error = validateField(values[name], spec[name].rules);
      if (error) result[name] = error;
    }
    return result;
  }, [spec, values]);

  const setValue = useCallback(
    (name: K, value: string) => {
      const fix = spec[name].fix;
      setValues((previous) => ({ ...previous, [name]: fix ? fix(value) : value }));
    },
    [spec],
  );

  const valid = Object.keys(errors).length === 0;

  return {
    values,
    errors,
    valid,
    shownError: (name) => (submitted || touched[name] ? errors[name] : undefined),
    field: (name) => ({
      name,
      value: values[name],
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => setTouched((previous) => ({ ...previous, [name]: true })),
    }),
    setValue,
    reset: () => {
      setValues(initialValues(spec));
      setTouched({});
      setSubmitted(false);
    },
    handleSubmit: (onValid) => (event) => {
      event?.preventDefault();
      setSubmitted(true);
      if (valid) void onValid(values);
    },
  };
}
