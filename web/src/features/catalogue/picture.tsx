// A product's picture or a campaign's miniature (spec §3): the 200 px thumbnail, upload of a new
// image and removal, sent as one GraphQL multipart request (`apollo-require-preflight`, as the
// gateway requires for uploads) of `setProductImage` / `setCampaignMiniature`.
import { Box, Button, HStack, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { DocumentNode } from 'graphql';
import { persistedQuery } from '../../shared/graphql/persisted';
import { useRef, useState } from 'react';
import { useMessages } from '../../shared/i18n/define';
import { runAction } from '../../shared/notify/notify';
import { catalogueMessages } from './messages';

/** Sends a mutation with one file (or null) as a GraphQL multipart request; throws the GraphQL errors. */
export async function sendWithFile(document: DocumentNode, variables: Record<string, unknown>, file: File | null): Promise<unknown> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ variables: { ...variables, file: null }, extensions: { persistedQuery: persistedQuery(document) } }));
  form.set('map', JSON.stringify(file ? { 0: ['variables.file'] } : {}));
  if (file) form.set('0', file, file.name);
  const response = await fetch(new URL('/graphql', window.location.href).href, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { 'apollo-require-preflight': 'true' },
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  if (body.errors?.length) throw Object.assign(new Error('GraphQL error'), { name: 'GraphQLRequestError', errors: body.errors, statusCode: response.status });
  return body.data;
}

export function PictureField({
  label,
  thumb,
  readOnly,
  onChange,
}: {
  label: string;
  /** Address of the 200 px thumbnail, null without a picture. */
  thumb: string | null | undefined;
  readOnly?: boolean;
  /** Stores the file (null removes the picture); resolves when the row has it. */
  onChange: (file: File | null) => Promise<unknown>;
}) {
  const t = useMessages(catalogueMessages);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const run = async (file: File | null) => {
    setBusy(true);
    await runAction(() => onChange(file));
    setBusy(false);
    if (input.current) input.current.value = '';
  };
  return (
    <Stack gap="2" minW="0">
      <Text fontWeight="medium">{label}</Text>
      <HStack gap="4" align="center" wrap="wrap">
        <Box w="100px" h="100px" borderWidth="1px" borderRadius="l2" overflow="hidden" display="flex" alignItems="center" justifyContent="center" bg="bg.muted">
          {thumb ? (
            <Image src={thumb} alt={label} w="100px" h="100px" objectFit="cover" />
          ) : (
            <Text textStyle="xs" color="fg.muted" textAlign="center" px="1">
              {t.picture.none}
            </Text>
          )}
        </Box>
        {!readOnly && (
          <HStack gap="2" wrap="wrap" minW="0">
            <VisuallyHidden asChild>
              <input
                ref={input}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                aria-label={t.picture.choose(label)}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void run(file);
                }}
              />
            </VisuallyHidden>
            <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>
              {thumb ? t.picture.replace : t.picture.upload}
            </Button>
            {thumb && (
              <Button size="sm" variant="ghost" colorPalette="red" disabled={busy} onClick={() => void run(null)}>
                {t.picture.remove}
              </Button>
            )}
          </HStack>
        )}
      </HStack>
    </Stack>
  );
}
