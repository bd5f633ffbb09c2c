import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { FormState } from './use-form';

export interface TextFieldProps<K extends string> extends Omit<InputProps, 'form' | 'name' | 'value' | 'onChange'> {
  form: FormState<K>;
  name: K;
  label: string;
  helperText?: string;
  required?: boolean;
}

/** A labelled input bound to a `useForm` field; its error shows under it once the field was left. */
export function TextField<K extends string>({ form, name, label, helperText, required, ...input }: TextFieldProps<K>) {
  const error = form.shownError(name);
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input {...input} {...form.field(name)} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
