// The rows of the plans grid (`plans.tsx`): a place with its plan, its fact and the percentage (coloured), the plan edited
// inline and saved on Enter or blur; rows virtualised above VIRTUALIZE_ABOVE.
import { Box, Field, Input } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { EMPTY, formatNumber } from '../../shared/format';
import { validationMessages } from '../../shared/form/messages';
import { useMessages } from '../../shared/i18n/define';
import { runAction } from '../../shared/notify/notify';
import { CellText } from '../../shared/ui/data-table';
import { catalogueMessages } from './messages';

/** Above this many rows the grid renders only the rows in view. */
export const VIRTUALIZE_ABOVE = 30;
const ROW_HEIGHT = 52;
/** Rows drawn above and below the ones in view, so that a quick scroll does not show a gap. */
const OVERSCAN = 8;

/**
 * The rows of `count` (each ROW_HEIGHT high) the scroller shows, with OVERSCAN more on each side, as
 * [first, end). Every row is one line high (an error under a plan's input does not grow it), so the
 * range is arithmetic: no measuring, no virtualisation library (issue 42: @tanstack/react-virtual was
 * ~8 kB gzipped of the period route).
 */
export function rowsInView(scrollTop: number, height: number, count: number): [number, number] {
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const end = Math.min(count, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);
  return [first, Math.max(first, end)];
}

/** The scroller's offset and height, read on each scroll and when the window resizes. */
function useScrollWindow(scroller: RefObject<HTMLDivElement | null>, enabled: boolean): { top: number; height: number } {
  const [view, setView] = useState({ top: 0, height: 0 });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!enabled || !element) return;
    const read = () =>
      setView((previous) => (previous.top === element.scrollTop && previous.height === element.clientHeight ? previous : { top: element.scrollTop, height: element.clientHeight }));
    read();
    element.addEventListener('scroll', read, { passive: true });
    window.addEventListener('resize', read);
    return () => {
      element.removeEventListener('scroll', read);
      window.removeEventListener('resize', read);
    };
  }, [scroller, enabled]);
  return view;
}

export interface PlanValue {
  id: number;
  plan: number;
  fact: number;
}

export interface GridRow {
  placeId: number;
  title: string;
  address: string | null;
  city: string | null;
  region: string | null;
  plan: PlanValue | null;
}

/** fact / plan as a whole percentage; null without a plan. */
export function planPercent(plan: number | null | undefined, fact: number | null | undefined): number | null {
  if (!plan) return null;
  return Math.round(((fact ?? 0) / plan) * 100);
}

/** Green from 100 %, orange from 50 %, red below. */
function percentColor(percent: number | null): string {
  if (percent === null) return 'fg.muted';
  if (percent >= 100) return 'green.fg';
  if (percent >= 50) return 'orange.fg';
  return 'red.fg';
}

export function parsePlan(text: string): number | undefined {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n <= 1_000_000_000 ? n : undefined;
}

const COLUMNS = 'minmax(14rem, 2fr) minmax(8rem, 1fr) 9rem 6rem 7rem';

export function Grid({ rows, readOnly, onSave }: { rows: readonly GridRow[]; readOnly: boolean; onSave: (row: GridRow, plan: number) => Promise<void> }) {
  const t = useMessages(catalogueMessages);
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUALIZE_ABOVE;
  const view = useScrollWindow(scroller, virtual);
  const [first, end] = rowsInView(view.top, view.height, rows.length);
  const header = (
    <Box
      role="row"
      display="grid"
      gridTemplateColumns={COLUMNS}
      gap="3"
      px="3"
      py="2"
      fontWeight="semibold"
      textStyle="sm"
      borderBottomWidth="1px"
      bg="bg.muted"
      position="sticky"
      top="0"
      zIndex="1"
    >
      <Box role="columnheader">{t.plans.place}</Box>
      <Box role="columnheader">{t.plans.city}</Box>
      <Box role="columnheader">{t.plans.plan}</Box>
      <Box role="columnheader" textAlign="end">
        {t.plans.fact}
      </Box>
      <Box role="columnheader" textAlign="end">
        {t.plans.percent}
      </Box>
    </Box>
  );
  return (
    <Box role="table" aria-label={t.plans.title} aria-rowcount={rows.length + 1} borderWidth="1px" borderRadius="l2" overflowX="auto">
      <Box minW="3xl">
        <Box role="rowgroup">{header}</Box>
        <Box ref={scroller} role="rowgroup" maxH={virtual ? '560px' : undefined} overflowY={virtual ? 'auto' : undefined}>
          {virtual ? (
            <Box h={`${rows.length * ROW_HEIGHT}px`} position="relative">
              {rows.slice(first, end).map((row, i) => (
                <Box key={row.placeId} position="absolute" top="0" left="0" right="0" h={`${ROW_HEIGHT}px`} transform={`translateY(${(first + i) * ROW_HEIGHT}px)`}>
                  <PlanRow key={row.plan?.plan ?? ''} row={row} index={first + i} readOnly={readOnly} onSave={onSave} />
                </Box>
              ))}
            </Box>
          ) : (
            rows.map((row, index) => <PlanRow key={`${row.placeId}:${row.plan?.plan ?? ''}`} row={row} index={index} readOnly={readOnly} onSave={onSave} />)
          )}
        </Box>
      </Box>
    </Box>
  );
}

function PlanRow({ row, index, readOnly, onSave }: { row: GridRow; index: number; readOnly: boolean; onSave: (row: GridRow, plan: number) => Promise<void> }) {
  const t = useMessages(catalogueMessages);
  const m = useMessages(validationMessages);
  const saved = row.plan?.plan ?? null;
  const [text, setText] = useState(saved === null ? '' : String(saved));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const percent = planPercent(row.plan?.plan, row.plan?.fact);
  // Enter saves, and the input's blur (it is disabled while saving) must not save a second time.
  const inFlight = useRef(false);
  const commit = async () => {
    if (inFlight.current) return;
    if (text.trim() === '' && saved === null) return;
    const plan = parsePlan(text);
    if (plan === undefined) {
      setError(m.integer);
      return;
    }
    setError(null);
    if (plan === saved) return;
    inFlight.current = true;
    setSaving(true);
    await runAction(() => onSave(row, plan), { success: t.plans.saved });
    inFlight.current = false;
    setSaving(false);
  };
  return (
    <Box role="row" aria-rowindex={index + 2} display="grid" gridTemplateColumns={COLUMNS} gap="3" px="3" alignItems="center" minH={`${ROW_HEIGHT}px`} borderBottomWidth="1px">
      <Box role="cell" minW="0">
        <CellText>{row.title || EMPTY}</CellText>
        {row.address && <CellText secondary>{row.address}</CellText>}
      </Box>
      <Box role="cell" minW="0">
        <CellText>{row.city ?? EMPTY}</CellText>
        {row.region && <CellText secondary>{row.region}</CellText>}
      </Box>
      <Box role="cell">
        {readOnly ? (
          formatNumber(saved)
        ) : (
          <Field.Root invalid={Boolean(error)}>
            <Input
              size="sm"
              inputMode="numeric"
              aria-label={t.plans.planOf(row.title)}
              value={text}
              disabled={saving}
              onChange={(e) => setText(e.target.value)}
              onBlur={() => void commit()}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void commit();
                if (e.key === 'Escape') {
                  setText(saved === null ? '' : String(saved));
                  setError(null);
                }
              }}
            />
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        )}
      </Box>
      <Box role="cell" textAlign="end">
        {formatNumber(row.plan?.fact ?? null)}
      </Box>
      <Box role="cell" textAlign="end" color={percentColor(percent)} fontWeight="semibold">
        {percent === null ? EMPTY : `${percent}\u00a0%`}
      </Box>
    </Box>
  );
}
