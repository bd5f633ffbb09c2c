import { Alert } from '@chakra-ui/react';
import { useMessages } from '../i18n/define';
import { unsupportedMessages } from './unsupported-messages';

export type UnsupportedWhat = 'apiTokens' | 'transactions' | 'audit' | 'reports' | 'savedViews' | 'deviceCount' | 'generic';

/**
 * A panel whose data the API behind the gateway cannot give; `message`: the gateway's Russian text
 * naming the route, instead of the panel's own.
 *
 * A panel whose data the API behind the gateway cannot give (`UPSTREAM_UNSUPPORTED`, issue 24): says
 * so in place of the panel, and the rest of the screen renders. Not an error: no retry.
 */
export function UnsupportedPanel({ what = 'generic', message, maxW }: { what?: UnsupportedWhat; message?: string; maxW?: string }) {
  const t = useMessages(unsupportedMessages);
  return (
    <Alert.Root status="neutral" borderRadius="l3" maxW={maxW} data-testid="unsupported-panel" data-unsupported={what}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t.title}</Alert.Title>
        <Alert.Description>{message ?? t[what]}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
