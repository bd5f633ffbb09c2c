// The device command box of a person's page (spec §5, §7, §8; administrators only): how many of the
// person's app devices are online, an event name ('Требуется команда' when empty) and a JSON
// payload; the answer is how many devices received it, in Russian plural forms, or 'Устройств нет'
// with 'Некому отправить команду' when nobody did.
import { useMutation, useQuery } from '@apollo/client/react';
import { isUnsupported, ShownError } from '../../shared/apollo/errors';
import { UnsupportedPanel } from '../../shared/ui/unsupported-panel';
import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { useMessages } from '../../shared/i18n/define';
import { messages } from '../../shared/i18n/i18n';
import { notify, runAction } from '../../shared/notify/notify';
import { placeMessages } from './place-messages';
import { SectionCard } from './section-card';

const DeviceCountQueryDoc = graphql(`
  query PersonDeviceCount($userId: Int!) {
    deviceCount(scope: { userId: $userId })
  }
`);

const SendDeviceCommandMutation = graphql(`
  mutation SendDeviceCommand($event: String!, $payload: JSON, $userId: Int!) {
    sendDeviceCommand(event: $event, payload: $payload, scope: { userId: $userId })
  }
`);

/**
 * The person's devices online, asked by the person's page from its first render, beside the person
 * (issue 27: asked by the box once the person had come, it made a second round of requests).
 */
export function useDeviceCount(userId: number, skip: boolean) {
  return useQuery(DeviceCountQueryDoc, { variables: { userId }, fetchPolicy: 'cache-and-network', skip });
}

export function DeviceCommand({ userId, devices }: { userId: number; devices: ReturnType<typeof useDeviceCount> }) {
  const t = useMessages(placeMessages);
  const { data, error, refetch } = devices;
  const [send] = useMutation(SendDeviceCommandMutation);
  const [event, setEvent] = useState('');
  const [payload, setPayload] = useState('');
  const [errors, setErrors] = useState<{ event?: string; payload?: string }>({});
  const [sending, setSending] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    const name = event.trim();
    if (!name) next.event = t.device.eventRequired;
    let data: unknown = null;
    if (payload.trim()) {
      try {
        data = JSON.parse(payload);
      } catch {
        next.payload = t.device.badJson;
      }
    }
    setErrors(next);
    if (next.event || next.payload) return;
    setSending(true);
    const count = await runAction(async () => (await send({ variables: { event: name, payload: data, userId } })).data?.sendDeviceCommand ?? 0, {
      success: false,
    });
    setSending(false);
    if (count === undefined) return;
    // Spec §8: 'Операция выполнена', with how many devices got it (a count of none is the spec's own failure).
    if (count > 0) notify.success(messages().common.done, { description: t.device.sent(count) });
    else notify.error(new ShownError(t.device.noneText), t.device.none);
    void refetch();
  };

  return (
    <SectionCard title={t.device.title}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t.device.title}>
        <Stack gap="3">
          {/* A count that failed or is not there yet is never shown as 0 (issue 24). */}
          {isUnsupported(error) ? (
            <UnsupportedPanel what="deviceCount" />
          ) : (
            <Text data-testid="devices-online">{typeof data?.deviceCount === 'number' && !error ? t.device.online(data.deviceCount) : t.device.onlineUnknown}</Text>
          )}
          <Field.Root invalid={Boolean(errors.event)} required>
            <Field.Label>
              {t.device.event}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input value={event} onChange={(e) => setEvent(e.target.value)} />
            {errors.event && <Field.ErrorText>{errors.event}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.payload)}>
            <Field.Label>{t.device.payload}</Field.Label>
            <Textarea value={payload} onChange={(e) => setPayload(e.target.value)} fontFamily="mono" rows={3} placeholder='{"key": "value"}' />
            {errors.payload && <Field.ErrorText>{errors.payload}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" alignSelf="start" loading={sending}>
            {t.device.send}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
