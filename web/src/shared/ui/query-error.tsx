import { Alert, Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { errorMessage, onlyUnsupported } from '../apollo/errors';
import { messages, useI18n } from '../i18n/i18n';
import { notify } from '../notify/notify';
import { UnsupportedPanel } from './unsupported-panel';

/**
 * Spec §8: a failed list load is the toast 'Ошибка загрузки' with the message, once per failure,
 * besides the page's own retry (`QueryError`). A route the API lacks is no failure (its panel says so).
 */
export function useLoadFailureToast(error: unknown): void {
  useEffect(() => {
    if (error && !onlyUnsupported(error)) notify.error(error, messages().common.loadError);
  }, [error]);
}

/** A failed list or screen load (spec §8 'Ошибка загрузки' + message) with a retry button. */
export function QueryError({ error, onRetry, retrying }: { error: unknown; onRetry?: () => void; retrying?: boolean }) {
  const { t } = useI18n();
  // The API lacks the route (issue 24): not a failure to retry, a panel saying what it does not provide.
  if (onlyUnsupported(error)) return <UnsupportedPanel message={errorMessage(error)} />;
  return (
    <Alert.Root status="error" borderRadius="l3" alignItems="center" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t.common.loadError}</Alert.Title>
        <Alert.Description>{errorMessage(error)}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} loading={retrying} flexShrink={0}>
          {t.errors.retry}
        </Button>
      )}
    </Alert.Root>
  );
}
