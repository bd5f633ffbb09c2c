import { Alert, Button } from '@chakra-ui/react';
import { errorMessage } from '../apollo/errors';
import { useI18n } from '../i18n/i18n';

export const LOAD_ERROR_TITLE = 'Ошибка загрузки';
export const RETRY = 'Повторить';

/** A failed list or screen load (spec §8 'Ошибка загрузки' + message) with a retry button. */
export function QueryError({ error, onRetry, retrying }: { error: unknown; onRetry?: () => void; retrying?: boolean }) {
  const { t } = useI18n();
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
