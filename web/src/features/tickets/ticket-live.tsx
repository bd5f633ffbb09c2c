// The ticket page's live parts (issue 25), apart from the page so the queue's keys and these can
// change the page without meeting: the `TicketLive` subscription (the page's fragments under
// `record`: a change made elsewhere lands in the cache the page reads), who else has the ticket open
// and who edits it (`TicketPresenceBar`), and the editing lock taken when the editor opens
// (`useTicketLock`): released on save, cancel, leaving the page or a disconnect; held by someone
// else, it asks whether to take it over, and that person is told.
import { useMutation, useSubscription } from '@apollo/client/react';
import { HStack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql } from '../../__generated__';
import type { TicketPresenceSubscription } from '../../__generated__/graphql';
import { useMessages, type Messages } from '../../shared/i18n/define';
import { TAB_ID } from '../../shared/live/tab-id';
import { notify } from '../../shared/notify/notify';
import { useConfirm } from '../../shared/ui/confirm';
import { roleLabel } from '../../shared/users';
import { ticketLiveMessages } from './live-messages';

export const TicketLiveSubscription = graphql(`
  subscription TicketLive($id: Int!) {
    recordChanged(model: TICKET, id: $id) {
      model
      id
      actorId
      actorName
      at
      record {
        ... on Ticket {
          ...TicketPage_ticket
          ...TicketHistory_ticket
        }
      }
    }
  }
`);

const PresenceSubscription = graphql(`
  subscription TicketPresence($id: Int!, $clientId: String!) {
    ticketPresence(id: $id, clientId: $clientId) {
      ticketId
      viewers {
        id
        name
        roleName
      }
      editor {
        user {
          id
          name
          roleName
        }
        mine
        expiresAt
      }
      takenOverBy {
        id
        name
        roleName
      }
    }
  }
`);

const LockMutation = graphql(`
  mutation TicketLock($id: Int!, $clientId: String!, $takeOver: Boolean) {
    lockTicket(id: $id, clientId: $clientId, takeOver: $takeOver) {
      acquired
      presence {
        editor {
          user {
            id
            name
            roleName
          }
          mine
        }
      }
    }
  }
`);

const UnlockMutation = graphql(`
  mutation TicketUnlock($id: Int!, $clientId: String!) {
    unlockTicket(id: $id, clientId: $clientId) {
      ticketId
    }
  }
`);

export type TicketPresenceState = TicketPresenceSubscription['ticketPresence'] | null;

/** A person in presence: his record's name with his role in the current language (ADR 0058). */
const who = (t: Messages<typeof ticketLiveMessages.ru>, user: { name: string; roleName: string }) => t.person(user.name, roleLabel(user.roleName));

/** Who has the ticket open and who edits it; null until the gateway answers (or without presence). */
export function useTicketPresence(id: number): TicketPresenceState {
  const { data } = useSubscription(PresenceSubscription, { variables: { id, clientId: TAB_ID }, skip: !(id > 0) });
  return data?.ticketPresence ?? null;
}

export function TicketPresenceBar({ presence }: { presence: TicketPresenceState }) {
  const t = useMessages(ticketLiveMessages);
  if (!presence) return null;
  const editor = presence.editor;
  if (presence.viewers.length === 0 && !editor) return null;
  return (
    <HStack gap="4" wrap="wrap" fontSize="sm" role="status" aria-live="polite" data-testid="ticket-presence">
      {presence.viewers.length > 0 && <Text color="fg.muted">{t.alsoOpen(presence.viewers.map((v) => who(t, v)).join(', '))}</Text>}
      {editor && (
        <Text color={editor.mine ? 'fg.muted' : 'orange.fg'} fontWeight={editor.mine ? undefined : 'medium'}>
          {editor.mine ? t.youEdit : t.editing(who(t, editor.user))}
        </Text>
      )}
    </HStack>
  );
}

/** How often an open editor renews its lock (the gateway ends it 60 s after the last renewal). */
const RENEW_MS = 20_000;

/**
 * The editing lock: `acquire()` before opening the editor answers whether to open it (taken, taken
 * over after asking, or the gateway cannot lock: locks only help, so the editor opens anyway);
 * `release()` when it closes. While `held`, it is renewed; a takeover by someone else is told.
 */
export function useTicketLock(id: number, presence: TicketPresenceState) {
  const t = useMessages(ticketLiveMessages);
  const confirm = useConfirm();
  const [lock] = useMutation(LockMutation);
  const [unlock] = useMutation(UnlockMutation);
  const [held, setHeld] = useState(false);
  const heldRef = useRef(false);
  heldRef.current = held;

  const acquire = useCallback(async (): Promise<boolean> => {
    try {
      const first = await lock({ variables: { id, clientId: TAB_ID, takeOver: false } });
      const answer = first.data?.lockTicket;
      if (!answer || answer.acquired) {
        setHeld(Boolean(answer));
        return true;
      }
      const holder = answer.presence.editor?.user;
      const name = holder ? who(t, holder) : t.someone;
      const yes = await confirm({ title: t.takeOverTitle, description: t.takeOverText(name), confirmLabel: t.takeOver });
      if (!yes) return false;
      const taken = await lock({ variables: { id, clientId: TAB_ID, takeOver: true } });
      setHeld(Boolean(taken.data?.lockTicket.acquired));
      return true;
    } catch {
      // No lock service (an older gateway, a blip): the API's own checks still decide.
      return true;
    }
  }, [confirm, id, lock, t]);

  const release = useCallback(() => {
    if (!heldRef.current) return;
    setHeld(false);
    void unlock({ variables: { id, clientId: TAB_ID } }).catch(() => undefined);
  }, [id, unlock]);

  useEffect(() => {
    if (!held) return;
    const timer = setInterval(() => void lock({ variables: { id, clientId: TAB_ID, takeOver: false } }).catch(() => undefined), RENEW_MS);
    return () => clearInterval(timer);
  }, [held, id, lock]);

  // Leaving the page releases it (the gateway also does when the socket goes).
  useEffect(
    () => () => {
      if (heldRef.current) void unlock({ variables: { id, clientId: TAB_ID } }).catch(() => undefined);
    },
    [id, unlock],
  );

  const takenBy = presence?.takenOverBy ? who(t, presence.takenOverBy) : null;
  useEffect(() => {
    if (takenBy && heldRef.current) {
      setHeld(false);
      notify.permanent(t.takenOver(takenBy));
    }
  }, [takenBy, t]);

  /** Someone else edits the ticket: taking the lock will ask whether to take it over. */
  const othersEdit = Boolean(presence?.editor && !presence.editor.mine);
  return { acquire, release, held, othersEdit };
}
