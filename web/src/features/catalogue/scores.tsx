// Points of a product in a campaign or a period (spec §3): score and bonus score as integers, edited
// per row and saved with one mutation; and the period dates, stored as UTC ISO strings and shown
// 'D MMMM YYYY' (spec §9).
import { Button, Field, HStack, Input, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatNumber } from '../../shared/format';
import { validationMessages } from '../../shared/form/messages';
import { useMessages } from '../../shared/i18n/define';
import { runAction } from '../../shared/notify/notify';
import { confirmIntent } from '../../shared/ui/confirm';
import { ListPagination } from '../../shared/ui/list-pagination';
import { Section } from './common';
import { LoadFailure } from './editor-kit';
import { catalogueMessages } from './messages';

/** `2024-03-01T00:00:00.000Z` → `2024-03-01`: the calendar day a stored UTC date stands for. */
export function utcDay(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}

/** A stored UTC date as 'D MMMM YYYY', the same day in every time zone. */
export function formatUtcDate(iso: string): string {
  return formatDate(`${utcDay(iso)}T12:00:00`);
}

/** `1 марта 2024 — 31 мая 2024`. */
export function formatPeriodDates(start: string, end: string): string {
  return `${formatUtcDate(start)} — ${formatUtcDate(end)}`;
}

/** A day of a date input as the stored start (00:00:00.000 UTC) or end (23:59:59.999 UTC) of that day. */
export function dayToUtc(day: string, edge: 'start' | 'end'): string {
  return `${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`;
}

/** '' → null, a whole number ≥ 0 → the number, else undefined (invalid). */
export function parseScore(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n <= 1_000_000 ? n : undefined;
}

export interface ScoreRowProps {
  title: string;
  href?: string;
  /** The category's points, shown as the default. */
  categoryScore?: number | null;
  score: number | null | undefined;
  bonusScore: number | null | undefined;
  /** What an empty score falls back to, as a placeholder. */
  placeholder?: { score?: number | null; bonusScore?: number | null };
  readOnly?: boolean;
  onSave: (scores: { score: number | null; bonusScore: number | null }) => Promise<unknown>;
  /** Removes the row after a confirmation (the button starts loading the dialog on intent). */
  onRemove?: () => Promise<void>;
}

export function ScoreRow({ title, href, categoryScore, score, bonusScore, placeholder, readOnly, onSave, onRemove }: ScoreRowProps) {
  const t = useMessages(catalogueMessages);
  const m = useMessages(validationMessages);
  const [scoreText, setScoreText] = useState(score == null ? '' : String(score));
  const [bonusText, setBonusText] = useState(bonusScore == null ? '' : String(bonusScore));
  const [saving, setSaving] = useState(false);
  const parsedScore = parseScore(scoreText);
  const parsedBonus = parseScore(bonusText);
  const dirty = parsedScore !== (score ?? null) || parsedBonus !== (bonusScore ?? null);
  const save = async () => {
    if (parsedScore === undefined || parsedBonus === undefined) return;
    setSaving(true);
    await runAction(() => onSave({ score: parsedScore, bonusScore: parsedBonus }));
    setSaving(false);
  };
  const scoreError = parsedScore === undefined ? m.integer : null;
  const bonusError = parsedBonus === undefined ? m.integer : null;
  const input = (label: string, ariaLabel: string, value: string, onChange: (text: string) => void, error: string | null, placeholder: string | undefined) => (
    <Field.Root invalid={Boolean(error)} w={{ md: '36' }}>
      <Field.Label textStyle="xs">{label}</Field.Label>
      <Input
        aria-label={ariaLabel}
        inputMode="numeric"
        size="sm"
        value={value}
        readOnly={readOnly}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && dirty && void save()}
      />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
  return (
    // In a row from 768 px, wrapping (the buttons go under the fields) where the card is too narrow for
    // the title, both fields and the buttons: never wider than the card.
    <Stack direction={{ base: 'column', md: 'row' }} flexWrap={{ md: 'wrap' }} gap="3" align={{ md: 'start' }} role="listitem" borderBottomWidth="1px" pb="2">
      <Stack gap="0" flex="1" minW="48" pt={{ md: 2 }}>
        {href ? (
          <Link asChild fontWeight="medium">
            <RouterLink to={href}>{title}</RouterLink>
          </Link>
        ) : (
          <Text fontWeight="medium">{title}</Text>
        )}
        {categoryScore != null && (
          <Text textStyle="xs" color="fg.muted">
            {t.campaignProducts.categoryScore(formatNumber(categoryScore))}
          </Text>
        )}
      </Stack>
      {input(
        t.campaignProducts.score,
        t.campaignProducts.scoreOf(title),
        scoreText,
        setScoreText,
        scoreError,
        placeholder?.score != null ? String(placeholder.score) : categoryScore != null ? String(categoryScore) : undefined,
      )}
      {input(
        t.campaignProducts.bonusScore,
        t.campaignProducts.bonusOf(title),
        bonusText,
        setBonusText,
        bonusError,
        placeholder?.bonusScore != null ? String(placeholder.bonusScore) : undefined,
      )}
      {!readOnly && (
        <HStack gap="2" pt={{ md: 6 }}>
          <Button size="sm" onClick={() => void save()} disabled={!dirty || Boolean(scoreError || bonusError)} loading={saving} aria-label={t.campaignProducts.saveRow(title)}>
            {t.common.save}
          </Button>
          {onRemove && (
            <Button size="sm" variant="outline" colorPalette="red" {...confirmIntent} onClick={() => void onRemove()}>
              {t.common.remove}
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}

/** Product rows a page, of a campaign and of a period. */
export const SCORE_ROWS_PAGE_SIZE = 12;

export interface ScoreRowsProps<T> {
  title: string;
  /** What stands above the rows (a picker, a hint). */
  lead: ReactNode;
  /** The page of rows and their count; undefined while the first page loads. */
  rows: { items: readonly T[]; total: number } | undefined;
  error: unknown;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  children: (item: T) => ReactNode;
}

/** A card of product rows (a campaign's, a period's): loading, its failure, none, or the rows and their pages. */
export function ScoreRows<T>({ title, lead, rows, error, onRetry, page, onPageChange, children }: ScoreRowsProps<T>) {
  const t = useMessages(catalogueMessages);
  const items = rows?.items;
  const total = rows?.total ?? 0;
  return (
    <Section title={title}>
      {lead}
      {error && !items ? (
        <LoadFailure error={error} onRetry={onRetry} />
      ) : !items ? (
        <Skeleton h="20" />
      ) : items.length === 0 ? (
        <Text color="fg.muted">{t.campaignProducts.empty}</Text>
      ) : (
        <Stack gap="2" role="list" aria-label={title}>
          {items.map(children)}
        </Stack>
      )}
      {total > SCORE_ROWS_PAGE_SIZE && <ListPagination total={total} pageSize={SCORE_ROWS_PAGE_SIZE} page={page} onPageChange={onPageChange} />}
    </Section>
  );
}
