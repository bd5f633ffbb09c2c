import { Box, Button, Center, Heading, HStack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, Link as RouterLink, useParams, useRouteError } from 'react-router-dom';
import { useI18n } from '../shared/i18n/i18n';
import { isChunkLoadError } from './load-chunk';
import { paths } from '../shared/paths';

export interface ErrorViewProps {
  code?: string;
  details?: string;
  /** Inside the /app layout the page is a section body; elsewhere it fills the window. */
  embedded?: boolean;
  /** Show a retry button that loads the page again (a failed chunk). */
  retry?: boolean;
}

const KNOWN_CODES = ['403', '404', '500'] as const;
type KnownCode = (typeof KNOWN_CODES)[number];
const isKnown = (code: string | undefined): code is KnownCode => KNOWN_CODES.includes(code as KnownCode);

export function ErrorView({ code, details, embedded, retry }: ErrorViewProps) {
  const { t } = useI18n();
  const page = isKnown(code) ? t.errors[code] : t.errors.generic;
  return (
    <Center minH={embedded ? '60vh' : '100dvh'} px="4" as={embedded ? 'section' : 'main'} id={embedded ? undefined : 'main'}>
      <Box textAlign="center" maxW="md">
        {code && (
          <Text fontSize="6xl" fontWeight="bold" color="blue.fg" lineHeight="1" mb="3" aria-hidden="true">
            {code}
          </Text>
        )}
        <Heading as="h1" size="2xl" mb="2">
          {page.title}
        </Heading>
        <Text color="fg.muted">{page.text}</Text>
        {details && (
          <Text color="fg.muted" textStyle="sm" mt="2">
            {details}
          </Text>
        )}
        <HStack justify="center" mt="6" gap="3">
          {retry && <Button onClick={() => window.location.reload()}>{t.errors.retry}</Button>}
          <Button asChild variant={retry ? 'outline' : 'solid'}>
            <RouterLink to={paths.app}>{t.errors.home}</RouterLink>
          </Button>
        </HStack>
      </Box>
    </Center>
  );
}

/** `/error/:code?`; `/404` passes its code. */
export function ErrorPage({ code: fixedCode }: { code?: string }) {
  const { code } = useParams();
  return <ErrorView code={fixedCode ?? code} />;
}

/** Any path no route matches (spec §2: unknown paths show the error page). */
export function NotFoundPage({ embedded }: { embedded?: boolean }) {
  return <ErrorView code="404" embedded={embedded} />;
}

/** Errors thrown while loading or rendering a route; a chunk that failed or timed out offers a retry. */
export function RouteErrorBoundary() {
  const { t } = useI18n();
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorView code={String(error.status)} />;
  if (isChunkLoadError(error)) return <ErrorView details={t.errors.chunk} retry />;
  return <ErrorView details={error instanceof Error ? error.message : undefined} retry />;
}
