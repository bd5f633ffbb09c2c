// A native select of a fixed list of choices (a list's order, a filter, a time zone, a role, an expiry).
import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Choices<T extends string> {
  value: string | undefined;
  onChange: (value: T) => void;
  choices: readonly T[];
  text: (choice: T) => ReactNode;
  /** The text of the empty value, put first; no empty value without it. */
  none?: ReactNode;
  /** The select's name where no field label gives one. */
  label?: string;
  /** The select's own background (`bg` paints the root). */
  fieldBg?: string;
}

/** `choices` shown by `text`; the props that are not `Choices` go to the root. */
export function ChoiceSelect<T extends string>({ value, onChange, choices, text, none, label, fieldBg, ...root }: Omit<NativeSelect.RootProps, 'onChange'> & Choices<T>) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T)} bg={fieldBg}>
        {none !== undefined && <option value="">{none}</option>}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {text(choice)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
