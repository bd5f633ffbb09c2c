// The ticket page's dialog with one field (the rejection reason, the manual score), loaded on demand
// by ticket-actions.tsx.
import { Field, Input, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useMessages } from '../../shared/i18n/define';
import { useI18n } from '../../shared/i18n/i18n';
import { ConfirmFrame } from '../../shared/ui/confirm-dialog';
import { ticketMessages } from './ticket-messages';

/** A dialog with one field (the rejection reason, the manual score) and Продолжить / Отмена. */
export function ActionDialog({
  open,
  title,
  label,
  multiline,
  inputMode,
  validate,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  label: string;
  multiline?: boolean;
  inputMode?: 'numeric';
  validate?: (value: string) => string | null;
  onClose: () => void;
  onConfirm: (value: string) => Promise<boolean>;
}) {
  const t = useMessages(ticketMessages).actions;
  // Spec §8: every confirmation is titled 'Подтвердите действие'; the dialog's question is its first line.
  const confirmTitle = useI18n().t.dialog.confirmTitle;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  const submit = async () => {
    const problem = validate?.(value) ?? null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    const done = await onConfirm(value);
    setBusy(false);
    if (done) {
      setValue('');
      onClose();
    } // a failure keeps what was typed
  };
  return (
    <ConfirmFrame open={open} title={confirmTitle} cancelLabel={t.cancel} confirmLabel={t.confirm} loading={busy} close={(confirmed) => (confirmed ? void submit() : onClose())}>
      <Text fontWeight="semibold" mb="3">
        {title}
      </Text>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{label}</Field.Label>
        {multiline ? (
          <Textarea value={value} onChange={(e) => setValue(e.target.value)} onKeyDown={(e) => (e.ctrlKey || e.metaKey) && e.key === 'Enter' && void submit()} />
        ) : (
          <Input value={value} inputMode={inputMode} onChange={(e) => setValue(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && void submit()} />
        )}
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </ConfirmFrame>
  );
}
