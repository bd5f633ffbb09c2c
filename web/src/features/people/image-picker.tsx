// An image with upload and preview (a person's avatar, a place's photo): the chosen file shows at
// once (a local preview), is uploaded, and the stored file goes to `onUploaded`; 'Убрать' clears it.
import { Box, Button, HStack, Image, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { FileInput } from '../../__generated__/graphql';
import { useMessages } from '../../shared/i18n/define';
import { runAction } from '../../shared/notify/notify';
import { placeMessages } from './place-messages';
import { fileInputOf, uploadFile } from '../../shared/apollo/upload';

export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

export function ImagePicker({
  label,
  src,
  container,
  onUploaded,
  onRemove,
  disabled,
}: {
  label: string;
  /** The stored image's thumbnail, if any. */
  src: string | null | undefined;
  container: string;
  onUploaded: (file: FileInput) => Promise<unknown> | void;
  onRemove?: () => Promise<unknown> | void;
  disabled?: boolean;
}) {
  const t = useMessages(placeMessages);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? src ?? null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    const stored = await runAction(() => uploadFile(file, { container }), { success: false, errorTitle: t.image.failed });
    if (stored) await onUploaded(fileInputOf(stored));
    else setPreview(null);
    setBusy(false);
    if (input.current) input.current.value = '';
  };

  return (
    <Stack gap="2" align="start">
      <Text textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <Box position="relative" w="32" h="32" borderWidth="1px" borderRadius="l2" overflow="hidden" bg="bg.muted">
        {shown ? (
          <Image src={shown} alt={t.image.preview(label)} w="full" h="full" objectFit="cover" data-testid="image-preview" />
        ) : (
          <Text textStyle="xs" color="fg.muted" p="2">
            {t.image.none}
          </Text>
        )}
        {busy && <Spinner position="absolute" top="50%" left="50%" transform="translate(-50%, -50%)" aria-label={t.image.uploading} />}
      </Box>
      {!disabled && (
        <HStack gap="2">
          <VisuallyHidden asChild>
            <input id={id} ref={input} type="file" accept={IMAGE_TYPES} aria-label={t.image.choose(label)} onChange={(e) => void choose(e.target.files?.[0])} />
          </VisuallyHidden>
          <Button size="xs" variant="outline" loading={busy} onClick={() => input.current?.click()}>
            {t.image.upload}
          </Button>
          {shown && onRemove && (
            <Button
              size="xs"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setPreview(null);
                void onRemove();
              }}
            >
              {t.image.remove}
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}
