import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useMessages } from '../i18n/define';
import { sharedMessages } from '../i18n/shared-messages';
import { notify } from '../notify/notify';
import type { CsvPage, ExportCsvOptions } from './csv';

// What an export runs and draws loads when it starts: the list's first paint needs only the button.
const loadCsv = () => import('./csv');
const CsvProgressBar = lazy(() => import('./csv-progress-bar').then((m) => ({ default: m.CsvProgressBar })));

/**
 * 'Экспорт CSV' for a whole filtered list: reads every page, shows the progress with a cancel
 * button while it runs, then downloads `filename`.
 */
export function CsvExportButton<T>({ filename, ...options }: Omit<ExportCsvOptions<T>, 'onProgress' | 'signal'> & { filename: string }) {
  const t = useMessages(sharedMessages);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ done: 0, total: 0 });
    try {
      const { collectCsv, downloadCsv } = await loadCsv();
      const { parts, rows } = await collectCsv({ ...options, signal: controller.signal, onProgress: (done, total) => setProgress({ done, total }) });
      if (controller.signal.aborted) throw new DOMException('cancelled', 'AbortError');
      downloadCsv(parts, filename);
      notify.success(t.csv.done(rows));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') notify.info(t.csv.cancelled);
      else notify.error(error, t.csv.failed);
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    return (
      <HStack gap="3" minW="60" role="status" aria-live="polite">
        <Suspense fallback={<Box flex="1" minW="24" />}>
          <CsvProgressBar value={progress.total ? (progress.done / progress.total) * 100 : null} />
        </Suspense>
        <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
          {t.csv.exporting(progress.done, progress.total)}
        </Text>
        <Button size="xs" variant="ghost" onClick={() => abort.current?.abort()}>
          {t.csv.cancel}
        </Button>
      </HStack>
    );
  }
  return (
    <Button variant="outline" onClick={() => void run()}>
      {t.csv.export}
    </Button>
  );
}

/**
 * An export's `fetchPage` for a list's query: `query` with `variables` and the page asked for, read
 * from the server (not the cache); the page is the answer's field `list`. Made before the button's
 * JSX: written inside it, the button's rows would be typed `unknown`.
 */
export function queryPages<TData, TVariables extends OperationVariables, K extends keyof TData>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, 'page' | 'pageSize'>,
  list: K,
) {
  return async (page: number, pageSize: number): Promise<NonNullable<TData[K]> | CsvPage<never>> => {
    const { data } = await client.query({ query, variables: { ...variables, page, pageSize } as unknown as TVariables, fetchPolicy: 'network-only' });
    return data?.[list] ?? { items: [], total: 0 };
  };
}
