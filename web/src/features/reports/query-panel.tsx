// 'Показать запрос': the GraphQL operation and variables behind the report shown, to copy or open in the explorer.
import { Button, Card, Code, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { print } from 'graphql';
import type { ReportFilter } from '../../__generated__/graphql';
import { useMessages } from '../../shared/i18n/define';
import { notify } from '../../shared/notify/notify';
import { reportOperation } from './report-run';
import { reportsMessages } from './messages';
import type { ReportName } from './reports-starter';

/** `/graphql` in a browser is the explorer; `query` and `variables` fill its editor (nothing runs by itself). */
function explorerLink(operation: string, variables: unknown): string {
  return `/graphql?${new URLSearchParams({ query: operation, variables: JSON.stringify(variables) })}`;
}

export function QueryPanel({ report, filter, page }: { report: ReportName; filter: ReportFilter | undefined; page: number }) {
  const t = useMessages(reportsMessages);
  const { document, variables } = reportOperation(report, filter, page);
  const operation = print(document);
  const vars = JSON.stringify(variables, null, 2);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(JSON.stringify({ query: operation, variables }))
      .then(() => notify.success(t.copied))
      .catch((error: unknown) => notify.error(error));
  };
  return (
    <Card.Root size="sm" borderRadius="l3" data-testid="report-query">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Text fontWeight="semibold">{t.queryTitle}</Text>
          <HStack gap="2">
            <Button size="xs" variant="outline" onClick={copy}>
              {t.copy}
            </Button>
            {/* The explorer page (not a route of this app) opens with this operation and its variables filled in. */}
            <Button asChild size="xs" variant="outline">
              <a href={explorerLink(operation, variables)} target="_blank" rel="noopener">
                {t.openInExplorer}
              </a>
            </Button>
          </HStack>
        </Flex>
        <Text textStyle="xs" color="fg.muted">
          {t.queryHint}
        </Text>
      </Card.Header>
      <Card.Body pt="0">
        <Stack gap="2">
          {[
            { label: t.operation, text: operation },
            { label: t.variables, text: vars },
          ].map(({ label, text }) => (
            <Stack key={label} gap="2">
              <Text textStyle="xs" fontWeight="medium">
                {label}
              </Text>
              <Code as="pre" display="block" whiteSpace="pre" overflowX="auto" p="2" aria-label={label}>
                {text}
              </Code>
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
