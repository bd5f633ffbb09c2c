// The auto-processor panel of the tickets screen (spec §4, §5, §7; product-rules §4): its status live,
// start and stop for administrators (refused without a live connection), and the hourly history of
// the last 168 hours as a chart, kept live by the history-record stream. Regional managers see the
// status only. The counters by status are shown next to the tickets' named filters.
import { ShownError } from '../../shared/apollo/errors';
import type { FragmentType } from '@apollo/client';
import { useFragment, useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Card, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { graphql } from '../../__generated__';
import type { AutoProcessorStatus } from '../../__generated__/graphql';
import { useConnection } from '../../shared/apollo/connection-context';
import { BarChart } from '../../shared/charts/charts';
import { formatShortDayTime } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { notify, runAction } from '../../shared/notify/notify';
import { ticketsMessages } from './messages';
import { HISTORY_CAP, type HourRecord, type LiveStatus } from './processor-live';

export const ProcessorPanelFragmentDoc = graphql(`
  fragment ProcessorPanel_processor on AutoProcessor {
    status
    history {
      ...ProcessorHourRecord @unmask
    }
    counters {
      status
      statusCode
      count
    }
  }
`);

const StartProcessorMutation = graphql(`
  mutation ProcessorStart {
    startAutoProcessing
  }
`);

const StopProcessorMutation = graphql(`
  mutation ProcessorStop {
    stopAutoProcessing
  }
`);

const STATUS_COLORS: Record<AutoProcessorStatus, string> = { stopped: 'gray', processing: 'green', stopping: 'orange' };

/** The last 168 hours up to the newest record (or now), one slot per hour, zeros where nothing happened. */
export function hourlySlots(history: readonly HourRecord[], now: Date = new Date()): HourRecord[] {
  const byHour = new Map(history.map((r) => [new Date(r.hour).getTime(), r]));
  const newest = Math.max(now.getTime() - (now.getTime() % 3_600_000), ...byHour.keys());
  return Array.from({ length: HISTORY_CAP }, (_, i) => {
    const hour = newest - (HISTORY_CAP - 1 - i) * 3_600_000;
    return byHour.get(hour) ?? { hour: new Date(hour).toISOString(), processed: 0, rejected: 0, delayed: 0, manual: 0, failed: 0 };
  });
}

export function ProcessorPanel({
  processor: ref,
  live: liveStatus,
  canControl,
}: {
  processor: FragmentType<typeof ProcessorPanelFragmentDoc>;
  /** The status as the live stream (or a start or stop since) last said it, over the read's (processor-live.ts). */
  live: LiveStatus;
  canControl: boolean;
}) {
  const t = useMessages(ticketsMessages).processor;
  const { data: processor, complete } = useFragment({ fragment: ProcessorPanelFragmentDoc, fragmentName: 'ProcessorPanel_processor', from: ref });
  const connection = useConnection();
  const [stopRequested, setStopRequested] = useState(false);
  const [start, { loading: starting }] = useMutation(StartProcessorMutation);
  const [stop, { loading: stopping }] = useMutation(StopProcessorMutation);
  const streamed = useSyncExternalStore(liveStatus.subscribe, liveStatus.get);
  const status = complete ? (streamed ?? processor.status) : undefined;
  // Spec §5: the processor is driven and watched over the live connection. While it is down (the
  // page's socket, or the gateway's link to the API's events) the status shown may be stale: the panel
  // says so in place and its buttons wait. The first connection of a page load is not 'down' yet.
  const live = connection === 'live';
  const offline = !live && connection !== 'connecting';

  // Spec §4: the stop-requested flag clears once the status is no longer processing.
  useEffect(() => {
    if (status !== 'processing') setStopRequested(false);
  }, [status]);

  if (!complete || !status) return null;

  /**
   * The status a start or stop answered, unless the live stream changed it while the call was under
   * way: its events come in the server's order, and the answer may be older than the last of them
   * (a stop answered 'stopping' after the stream had already said 'stopped').
   */
  const answeredStatus = (before: AutoProcessorStatus) => (next: AutoProcessorStatus | undefined) => {
    if (next && (liveStatus.get() ?? before) === before) liveStatus.set(next);
  };

  /** Spec §5: starting or stopping needs a live connection to see what the processor does. */
  const requireLive = (): boolean => {
    if (connection === 'live') return true;
    notify.error(new ShownError(t.noConnection));
    return false;
  };

  const onStart = () => {
    if (!requireLive()) return;
    void runAction(async () => (await start()).data?.startAutoProcessing, { success: t.started }).then(answeredStatus(status));
  };
  const onStop = () => {
    if (!requireLive()) return;
    setStopRequested(true);
    const apply = answeredStatus(status);
    void runAction(async () => (await stop()).data?.stopAutoProcessing, { success: t.stopped }).then((next) => {
      if (!next) setStopRequested(false);
      apply(next);
    });
  };

  const history = hourlySlots(processor.history).map((record) => ({ ...record, label: formatShortDayTime(record.hour) }));
  const total = history.reduce((sum, r) => sum + r.processed + r.rejected + r.delayed + r.manual + r.failed, 0);

  return (
    <Card.Root borderRadius="l3" size="sm" data-testid="processor-panel">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <HStack gap="3" wrap="wrap">
            <Heading as="h2" size="md">
              {t.title}
            </Heading>
            {offline ? (
              // In place of a status that may be stale while the connection is down.
              <Badge colorPalette="red" variant="subtle" size="md" whiteSpace="normal" role="status" data-testid="processor-status" data-status="offline">
                {t.noConnection}
              </Badge>
            ) : (
              <Badge colorPalette={STATUS_COLORS[status]} variant="subtle" size="md" data-testid="processor-status" data-status={status}>
                {t.statuses[status]}
              </Badge>
            )}
            {stopRequested && (
              <Text textStyle="xs" color="fg.muted">
                {t.stopRequested}
              </Text>
            )}
          </HStack>
          {canControl && (
            <HStack gap="2">
              <Button size="sm" onClick={onStart} loading={starting} disabled={!live || status !== 'stopped'}>
                {t.start}
              </Button>
              <Button size="sm" variant="outline" onClick={onStop} loading={stopping} disabled={!live || status !== 'processing' || stopRequested}>
                {t.stop}
              </Button>
            </HStack>
          )}
        </Flex>
      </Card.Header>
      {canControl && (
        <Card.Body pt="0">
          <Text textStyle="sm" color="fg.muted" mb="2">
            {t.history}
          </Text>
          {total === 0 ? (
            <Box textStyle="sm" color="fg.muted" py="4">
              {t.historyEmpty}
            </Box>
          ) : (
            <BarChart
              label={t.chart}
              data={history}
              x="label"
              stacked
              height="14rem"
              series={[
                { name: 'processed', label: t.series.processed, color: 'green.solid' },
                { name: 'rejected', label: t.series.rejected, color: 'red.solid' },
                { name: 'delayed', label: t.series.delayed, color: 'orange.solid' },
                { name: 'manual', label: t.series.manual, color: 'purple.solid' },
                { name: 'failed', label: t.series.failed, color: 'gray.solid' },
              ]}
            />
          )}
        </Card.Body>
      )}
    </Card.Root>
  );
}
