import { Box, Button, Center, Heading, HStack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, Link as RouterLink, useParams, useRouteError } from 'react-router-dom';
import { paths } from './paths';

const PAGES: Record<string, { title: string; text: string }> = {
  '403': { title: 'Доступ запрещён', text: 'У вас нет прав на этот раздел.' },
  '404': { title: 'Страница не найдена', text: 'Такой страницы нет, или она была удалена.' },
  '500': { title: 'Ошибка сервера', text: 'Сервер не смог выполнить запрос. Попробуйте ещё раз позже.' },
};
const GENERIC = { title: 'Ошибка', text: 'Что-то пошло не так.' };

export const HOME_LINK = 'На главную';
export const RELOAD = 'Обновить страницу';

export interface ErrorViewProps {
  code?: string;
  details?: string;
  /** Inside the /app layout the page is a section body; elsewhere it fills the window. */
  embedded?: boolean;
  reload?: boolean;
}

export function ErrorView({ code, details, embedded, reload }: ErrorViewProps) {
  const page = (code && PAGES[code]) || GENERIC;
  return (
    <Center minH={embedded ? '60vh' : '100dvh'} px="4" as={embedded ? 'section' : 'main'}>
      <Box textAlign="center" maxW="md">
        {code && (
          <Text fontSize="6xl" fontWeight="bold" color="blue.solid" lineHeight="1" mb="3" aria-hidden="true">
            {code}
          </Text>
        )}
        <Heading as="h1" size="2xl" mb="2">
          {page.title}
        </Heading>
        <Text color="fg.muted">{page.text}</Text>
        {details && (
          <Text color="fg.subtle" textStyle="sm" mt="2">
            {details}
          </Text>
        )}
        <HStack justify="center" mt="6" gap="3">
          <Button asChild>
            <RouterLink to={paths.app}>{HOME_LINK}</RouterLink>
          </Button>
          {reload && (
            <Button variant="outline" onClick={() => window.location.reload()}>
              {RELOAD}
            </Button>
          )}
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

/** Errors thrown while loading or rendering a route (including a failed lazy chunk). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorView code={String(error.status)} />;
  return <ErrorView details={error instanceof Error ? error.message : undefined} reload />;
}
