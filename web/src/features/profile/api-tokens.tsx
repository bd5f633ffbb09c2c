// 'API-токены' on the profile page (issue 17): the signed-in user's personal tokens for scripts —
// create one (a name, read-only or all rights, an expiry; never only for read-only), see it once
// with a copy button, list them, revoke one (it stops at once, its subscriptions end).
import { useFragment, useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Checkbox, Code, Field, Flex, Heading, Input, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../__generated__';
import type { ApiTokensSection_TokenFragment } from '../../__generated__/graphql';
import { formatDateTimeWithYear } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { notify, runAction } from '../../shared/notify/notify';
import { confirmIntent, useConfirm } from '../../shared/ui/confirm';
import { profileMessages } from './messages';
import { ChoiceSelect } from '../../shared/ui/choice-select';

const ApiTokenFragmentDoc = graphql(`
  fragment ApiTokensSection_token on ApiToken {
    id
    name
    readOnly
    createdAt
    expiresAt
  }
`);

const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
        ...ApiTokensSection_token @unmask
      }
    }
  }
`);

const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      id
    }
  }
`);

const EXPIRIES = [
  { value: '30', days: 30 },
  { value: '90', days: 90 },
  { value: '365', days: 365 },
  { value: 'never', days: null },
] as const;

export function ApiTokensSection({ tokens }: { tokens: readonly (FragmentType<typeof ApiTokenFragmentDoc> & { id: string })[] }) {
  const t = useMessages(profileMessages).tokens;
  const confirm = useConfirm();
  const [name, setName] = useState('');
  const [readOnly, setReadOnly] = useState(true);
  const [expiry, setExpiry] = useState<(typeof EXPIRIES)[number]['value']>('90');
  const [error, setError] = useState<{ name?: string; expiry?: string }>({});
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);
  const [create, { loading: creating }] = useMutation(CreateApiTokenMutation, {
    update(cache, { data }) {
      const created = data?.createApiToken.apiToken;
      if (!created) return;
      cache.modify({
        fields: {
          apiTokens: (existing, { toReference }) => [toReference(created as never), ...(Array.isArray(existing) ? existing : [])],
        },
      });
    },
  });
  const [revoke] = useMutation(RevokeApiTokenMutation, {
    update(cache, { data }) {
      const gone = data?.revokeApiToken;
      if (gone) cache.evict({ id: cache.identify(gone as never) });
      cache.gc();
    },
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    const next: typeof error = {};
    if (!trimmed) next.name = t.nameRequired;
    else if (trimmed.length > 100) next.name = t.nameTooLong;
    if (expiry === 'never' && !readOnly) next.expiry = t.neverOnlyReadOnly;
    setError(next);
    if (next.name || next.expiry) return;
    const days = EXPIRIES.find((x) => x.value === expiry)!.days;
    const result = await runAction(async () => (await create({ variables: { input: { name: trimmed, readOnly, expiresInDays: days } } })).data!.createApiToken, {
      success: t.created,
      fieldLabels: { name: t.name },
      inline: ({ name: problem }) => {
        if (!problem) return [];
        setError({ name: problem });
        return ['name'];
      },
    });
    if (!result) return;
    setShown({ name: trimmed, token: result.token });
    setName('');
  };

  const copy = (token: string) =>
    void navigator.clipboard
      ?.writeText(token)
      .then(() => notify.success(t.copied))
      .catch((err: unknown) => notify.error(err));

  const onRevoke = async (token: ApiTokensSection_TokenFragment) => {
    if (!(await confirm({ title: t.revokeTitle, description: t.revokeText(token.name), confirmLabel: t.revoke, destructive: true }))) return;
    await runAction(() => revoke({ variables: { id: token.id } }), { success: t.revoked });
  };

  return (
    <Card.Root maxW="4xl" borderRadius="l3" as="section" aria-labelledby="api-tokens-title">
      <Card.Header>
        <Heading as="h2" size="md" id="api-tokens-title">
          {t.title}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {t.intro}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <form onSubmit={(e) => void submit(e)} noValidate aria-label={t.create}>
            <Flex gap="3" wrap="wrap" align="end">
              <Field.Root invalid={Boolean(error.name)} required flex="1" minW="48">
                <Field.Label>
                  {t.name}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} />
                {error.name && <Field.ErrorText>{error.name}</Field.ErrorText>}
              </Field.Root>
              <Field.Root invalid={Boolean(error.expiry)} maxW={{ md: '44' }}>
                <Field.Label>{t.expiry}</Field.Label>
                <ChoiceSelect
                  value={expiry}
                  onChange={setExpiry}
                  choices={EXPIRIES.map((e) => e.value)}
                  text={(value) => ({ '30': t.days30, '90': t.days90, '365': t.days365, never: t.never })[value]}
                />
                {error.expiry && <Field.ErrorText>{error.expiry}</Field.ErrorText>}
              </Field.Root>
              <Checkbox.Root checked={readOnly} onCheckedChange={(d) => setReadOnly(d.checked === true)} pb="2">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t.readOnly}</Checkbox.Label>
              </Checkbox.Root>
              <Button type="submit" loading={creating}>
                {t.create}
              </Button>
            </Flex>
          </form>

          {shown && (
            <Alert.Root status="warning" borderRadius="l2" data-testid="new-token">
              <Alert.Indicator />
              <Alert.Content gap="2" minW="0">
                <Alert.Title>
                  {t.created}: {shown.name}
                </Alert.Title>
                <Alert.Description>{t.copyNow}</Alert.Description>
                <Code size="md" wordBreak="break-all" whiteSpace="normal" py="1" data-testid="new-token-value">
                  {shown.token}
                </Code>
                <Flex gap="2">
                  <Button size="sm" onClick={() => copy(shown.token)}>
                    {t.copy}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setShown(null)}>
                    {t.hide}
                  </Button>
                </Flex>
              </Alert.Content>
            </Alert.Root>
          )}

          {tokens.length === 0 ? (
            <Text color="fg.muted">{t.empty}</Text>
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label={t.listLabel}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t.name}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t.rights}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t.createdAt}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t.expiresAt}</Table.ColumnHeader>
                    {/* Positioned: the hidden name (absolute) stays inside the scrolling table, or it widens the page. */}
                    <Table.ColumnHeader position="relative">
                      {/* The revoke buttons' column: named for screen readers (issue 39: an empty header). */}
                      <VisuallyHidden>{t.actions}</VisuallyHidden>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {tokens.map((token) => (
                    <TokenRow key={token.id} token={token} onRevoke={(row) => void onRevoke(row)} />
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function TokenRow({ token: ref, onRevoke }: { token: FragmentType<typeof ApiTokenFragmentDoc>; onRevoke: (token: ApiTokensSection_TokenFragment) => void }) {
  const t = useMessages(profileMessages).tokens;
  const { data: token, complete } = useFragment({ fragment: ApiTokenFragmentDoc, from: ref });
  if (!complete) return null;
  return (
    <Table.Row>
      <Table.Cell wordBreak="break-word">{token.name}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={token.readOnly ? 'green' : 'orange'} variant="subtle">
          {token.readOnly ? t.readOnly : t.allRights}
        </Badge>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTimeWithYear(token.createdAt)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{token.expiresAt ? formatDateTimeWithYear(token.expiresAt) : t.never}</Table.Cell>
      <Table.Cell textAlign="end">
        <Button size="xs" variant="outline" colorPalette="red" {...confirmIntent} onClick={() => onRevoke(token)} aria-label={`${t.revoke}: ${token.name}`}>
          {t.revoke}
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}
