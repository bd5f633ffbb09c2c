// The date range of a list's toolbar (lists, reports, the journal), in a module of its own so that
// the lists without dates do not load the day inputs and their calendar.
import { HStack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { validationMessages } from '../form/messages';
import { useMessages } from '../i18n/define';
import { sharedMessages } from '../i18n/shared-messages';
import { DateInput } from './date-input';
import { dateRangeError, isDay } from './days';

/**
 * The 'С даты' / 'По дату' pair of a list's toolbar (lists, reports, the journal): days as
 * `YYYY-MM-DD` (the URL's `from` and `to`), empty for no bound, typed 'дд.мм.гггг' whatever the
 * browser's locale. A bound reaches the URL (and the query) only when it is a whole day or cleared,
 * and never reorders the other: a start after the end is refused with 'Начало не может быть позже
 * окончания.' under the field, and the filter keeps the last valid range until it is corrected.
 */
export function DateRangeFilter({ from, to, onChange }: { from: string; to: string; onChange: (range: { from?: string; to?: string }) => void }) {
  const listStrings = useMessages(sharedMessages).list;
  const v = useMessages(validationMessages);
  // What is typed, which may be ahead of the URL (half a day, or a range refused).
  const [draft, setDraft] = useState({ from, to });
  // The URL's bounds replace a bound's text only when that bound changed there, and not to what this
  // filter sent itself: the URL catching up with 'С даты' never wipes 'По дату' being typed (issue 39).
  const sent = useRef({ from, to });
  useEffect(() => {
    if (from === sent.current.from) return;
    sent.current = { ...sent.current, from };
    setDraft((d) => ({ ...d, from }));
  }, [from]);
  useEffect(() => {
    if (to === sent.current.to) return;
    sent.current = { ...sent.current, to };
    setDraft((d) => ({ ...d, to }));
  }, [to]);
  const order = dateRangeError(draft.from, draft.to, v.startAfterEnd);
  const change = (next: { from: string; to: string }) => {
    setDraft(next);
    const whole = (day: string) => day === '' || isDay(day);
    if (!whole(next.from) || !whole(next.to) || dateRangeError(next.from, next.to, v.startAfterEnd)) return;
    sent.current = { from: next.from, to: next.to };
    onChange({ from: next.from || undefined, to: next.to || undefined });
  };
  // A half-typed day is only called wrong once its field is left.
  const [left, setLeft] = useState({ from: false, to: false });
  const typing = (name: 'from' | 'to') => (left[name] && draft[name] !== '' && !isDay(draft[name]) ? v.date : null);
  return (
    <HStack gap="2" align="start" wrap="wrap">
      <DateInput
        label={listStrings.dateFrom}
        value={draft.from}
        onChange={(day) => change({ ...draft, from: day })}
        onBlur={() => setLeft((was) => ({ ...was, from: true }))}
        error={order ?? typing('from')}
      />
      <DateInput
        label={listStrings.dateTo}
        value={draft.to}
        onChange={(day) => change({ ...draft, to: day })}
        onBlur={() => setLeft((was) => ({ ...was, to: true }))}
        error={typing('to')}
      />
    </HStack>
  );
}
