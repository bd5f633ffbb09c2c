// A search selector (spec §2, §9): type to search, pick one. It takes a typed search function, asks
// for at most 49 items (cities: 30), shows 'не найдено' when nothing matches and 'Без названия' for
// an item without a label; an option may carry a muted second line (`getDescription`). Keyboard: ↓/↑ move, Enter picks, Escape closes. ARIA combobox pattern.
import { messages } from '../i18n/i18n';
import { Box, Field, Input, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export const SELECT_SEARCH_LIMIT = 49;
export const CITY_SELECT_LIMIT = 30;
export const SEARCH_DEBOUNCE_MS = 250;

/** A place's second line in a picker: its address and city ('ул. Ленина, 5 · Казань'). */
export function placeDescription(place: { address?: string | null; city?: { title?: string | null } | null }): string {
  return [place.address?.trim(), place.city?.title?.trim()].filter(Boolean).join(' · ');
}

/** The label of an item, 'Без названия' when it has none. */
export function optionLabel(label: string | null | undefined): string {
  return label?.trim() ? label.trim() : messages().common.untitled;
}

export interface SearchSelectProps<T> {
  label: string;
  /** Answers at most `limit` items matching `text` (empty text: the first items). */
  search: (text: string, limit: number) => Promise<readonly T[]>;
  getKey: (item: T) => string | number;
  getLabel: (item: T) => string | null | undefined;
  /**
   * A second, muted line of an option that tells look-alikes apart (a place's address and city, a
   * person's phone); part of the option's name for assistive technology.
   */
  getDescription?: (item: T) => string | null | undefined;
  value: T | null;
  onChange: (item: T | null) => void;
  limit?: number;
  placeholder?: string;
  debounceMs?: number;
}

export function SearchSelect<T>({
  label,
  search,
  getKey,
  getLabel,
  getDescription,
  value,
  onChange,
  limit = SELECT_SEARCH_LIMIT,
  placeholder,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: SearchSelectProps<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value ? optionLabel(getLabel(value)) : '');
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<readonly T[]>([]);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(0);
  const request = useRef(0);

  useEffect(() => {
    setText(value ? optionLabel(getLabel(value)) : '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the picked item changes
  }, [value]);

  useEffect(() => {
    if (!open) return;
    const current = ++request.current;
    setLoading(true);
    const timer = setTimeout(() => {
      search(text.trim(), limit).then(
        (found) => {
          if (current !== request.current) return;
          setItems(found.slice(0, limit));
          setActive(0);
          setLoading(false);
        },
        () => {
          if (current !== request.current) return;
          setItems([]);
          setLoading(false);
        },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [open, text, search, limit, debounceMs]);

  const pick = (item: T) => {
    onChange(item);
    setText(optionLabel(getLabel(item)));
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((index) => Math.min(index + 1, items.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open && items[active]) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const activeId = open && items[active] ? `${id}-option-${active}` : undefined;

  return (
    <Field.Root position="relative">
      <Field.Label>{label}</Field.Label>
      <Input
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        // Filled like every other field: on a screen's muted background a transparent input reads as
        // disabled.
        bg="bg"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          if (event.target.value === '' && value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label={label}
          position="absolute"
          top="100%"
          insetInline="0"
          mt="1"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="l2"
          shadow="md"
          maxH="64"
          overflowY="auto"
          py="1"
          listStyleType="none"
        >
          {loading && items.length === 0 ? (
            <Box as="li" px="3" py="2" role="presentation">
              <Spinner size="xs" aria-label={messages().common.searching} />
            </Box>
          ) : items.length === 0 ? (
            <Text as="li" px="3" py="2" color="fg.muted" role="presentation">
              {messages().common.nothingFound}
            </Text>
          ) : (
            items.map((item, index) => {
              const selected = value !== null && getKey(value) === getKey(item);
              return (
                <Box
                  as="li"
                  key={getKey(item)}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={selected}
                  px="3"
                  py="2"
                  cursor="pointer"
                  bg={index === active ? 'bg.emphasized' : undefined}
                  fontWeight={selected ? 'semibold' : undefined}
                  // mousedown, not click: the input's blur would close the list first
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(item);
                  }}
                  onMouseEnter={() => setActive(index)}
                >
                  {optionLabel(getLabel(item))}
                  {getDescription?.(item) && (
                    <Text textStyle="xs" color="fg.muted" lineClamp={2}>
                      {getDescription(item)}
                    </Text>
                  )}
                </Box>
              );
            })
          )}
        </Box>
      )}
    </Field.Root>
  );
}

/** A selector of titled records (a city, a region, a campaign…): each known by its id, shown by its title. */
export function TitledSelect<T extends { id: number; title: string | null }>(props: Omit<SearchSelectProps<T>, 'getKey' | 'getLabel'>) {
  return <SearchSelect {...props} getKey={(x) => x.id} getLabel={(x) => x.title} />;
}
