// One home for what every list's bulk actions share (issue 25): the bar over the chosen rows, the
// per-row results with each refusal's reason, and the run itself: the call, the summary toast, and for
// an undoable action 'Отменить' for 10 s, undone on the server by a recorded reverse action.
import { Alert, Box, Button, HStack, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { graphql } from '../../__generated__';
import { useState, type ReactNode } from 'react';
import { refusalText } from '../apollo/errors';
import { useMessages } from '../i18n/define';
import { notify, runAction } from '../notify/notify';
import { bulkMessages } from './bulk-messages';

/** What every bulk call and undo selects of its answer (spread with `@unmask`). */
export const BulkOutcomeFragment = graphql(`
  fragment BulkOutcome on BulkResult {
    action
    total
    succeeded
    failed
    results {
      id
      ok
      status
      message
      code
    }
  }
`);

/** What a bulk call and an undo answer (the schema's BulkResult). */
export interface BulkOutcome {
  succeeded: number;
  failed: number;
  results: readonly { id: number; ok: boolean; message?: string | null; code?: string | null }[];
}

/** A run's outcome with the words of what its action did (`done(n)`: 'Отклонено: 2 чека'). */
interface BulkShown {
  outcome: BulkOutcome;
  done: (n: number) => string;
}

/**
 * Runs bulk calls and keeps the last one's results on screen. `run` shows the summary as a toast
 * (`done(n)`, the action's own words, and how many were not done), with 'Отменить' when `undo` is
 * given and some rows were done; `undone(n)` is the toast of a full undo. `nameOf` names a refused
 * row the list knows (issue 39: rows were named by number only).
 */
export function useBulkRun(undone: (n: number) => string, onChanged: () => void, nameOf?: (id: number) => string | undefined) {
  const t = useMessages(bulkMessages);
  const [result, setResult] = useState<BulkShown | null>(null);

  const undo = async (call: (ids: number[]) => Promise<BulkOutcome>, ids: number[]) => {
    const answer = await runAction(() => call(ids), {
      success: (r) => (r.failed > 0 ? { title: t.undoRefused, description: t.summary(undone(r.succeeded), r.failed) } : undone(r.succeeded)),
    });
    if (answer) {
      setResult(answer.failed > 0 ? { outcome: answer, done: undone } : null);
      onChanged();
    }
  };

  const run = async (
    call: () => Promise<BulkOutcome>,
    { done, undo: undoCall }: { done: (n: number) => string; undo?: (ids: number[]) => Promise<BulkOutcome> },
  ): Promise<boolean> => {
    const answer = await runAction(call, { success: false });
    if (!answer) return false;
    setResult({ outcome: answer, done });
    onChanged();
    const doneIds = answer.results.filter((row) => row.ok).map((row) => row.id);
    const title = t.summary(done(answer.succeeded), answer.failed);
    if (undoCall && doneIds.length > 0) notify.undoable(title, { undoLabel: t.undo, undo: () => void undo(undoCall, doneIds) });
    else notify.success(title);
    return true;
  };

  const results = result && <BulkResults result={result} nameOf={nameOf} onClose={() => setResult(null)} />;
  return { run, results };
}

/** The bar over the chosen rows: what is chosen, the actions, and 'Снять выбор'. */
export function BulkBar({ label, chosen, extra, onClear, children }: { label: string; chosen: string; extra?: ReactNode; onClear: () => void; children: ReactNode }) {
  const t = useMessages(bulkMessages);
  return (
    <Box role="region" aria-label={label} borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
      <Wrap gap="3" align="center">
        <Text fontWeight="medium" aria-live="polite">
          {chosen}
        </Text>
        {extra}
        <HStack gap="2" wrap="wrap">
          {children}
          <Button size="sm" variant="ghost" onClick={onClear}>
            {t.clear}
          </Button>
        </HStack>
      </Wrap>
    </Box>
  );
}

/** The last run's results: the summary and, for each refused row, its name (where known), number and reason. */
function BulkResults({ result: { outcome, done }, nameOf, onClose }: { result: BulkShown; nameOf?: (id: number) => string | undefined; onClose: () => void }) {
  const t = useMessages(bulkMessages);
  const failed = outcome.results.filter((row) => !row.ok);
  return (
    <Alert.Root status={outcome.failed > 0 ? 'warning' : 'success'} data-testid="bulk-results">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t.summary(done(outcome.succeeded), outcome.failed)}</Alert.Title>
        {failed.length > 0 && (
          <Alert.Description>
            <List.Root ps="4">
              {failed.map((row) => (
                <List.Item key={row.id}>{t.row(row.id, refusalText(row.message, row.code), nameOf?.(row.id))}</List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
      <Button size="xs" variant="ghost" onClick={onClose}>
        {t.closeResults}
      </Button>
    </Alert.Root>
  );
}

/** The bar and the results, stacked. */
export function BulkArea({ bar, results }: { bar: ReactNode; results: ReactNode }) {
  return (
    <Stack gap="3">
      {bar}
      {results}
    </Stack>
  );
}
