import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useConnection } from '../../shared/apollo/connection-context';
import type { ConnectionState } from '../../shared/apollo/connection';
import { useI18n } from '../../shared/i18n/i18n';

const DOT: Record<ConnectionState, string> = {
  connecting: 'gray.solid',
  live: 'green.solid',
  reconnecting: 'orange.solid',
  offline: 'red.solid',
  // The page is connected, the gateway's link to the API is not: nothing live arrives.
  unavailable: 'orange.solid',
  // Closed for good: only a reload connects again.
  failed: 'red.solid',
};

/**
 * A small dot with a word: whether the page receives live updates right now: its own connection to
 * the gateway (graphql-ws), and the gateway's link to the API's events (`unavailable` while it is down).
 */
export function ConnectionIndicator() {
  const { t } = useI18n();
  const state = useConnection();
  if (!state) return null;
  const text = t.header.connection[state];
  return (
    <HStack
      gap="1.5"
      role="status"
      aria-live="polite"
      aria-label={`${t.header.connection.label}: ${text}`}
      data-testid="connection-indicator"
      data-state={state}
      title={t.header.connection.label}
      px="2"
      py="1"
      borderRadius="full"
      bg={state === 'live' ? undefined : 'bg.muted'}
    >
      <Box
        as="span"
        w="2"
        h="2"
        borderRadius="full"
        bg={DOT[state]}
        flexShrink={0}
        animation={state === 'reconnecting' || state === 'connecting' ? 'pulse 1.5s ease-in-out infinite' : undefined}
      />
      {/* Live is the usual state: the word only shows where there is room; trouble always says so. */}
      <Text as="span" textStyle="xs" color="fg.muted" whiteSpace="nowrap" display={state === 'live' ? { base: 'none', lg: 'inline' } : 'inline'}>
        {text}
      </Text>
      {state === 'failed' && (
        <Button size="2xs" variant="outline" onClick={() => window.location.reload()}>
          {t.header.connection.reload}
        </Button>
      )}
    </HStack>
  );
}
