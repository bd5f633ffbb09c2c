// Live records (issue 25): a detail page subscribes to `recordChanged` of its record with a document
// that spreads the page's own fragments under `record`, so Apollo writes the new state into the same
// cache entries the page reads (no refetch). This keeps the last change made by someone else for the
// quiet note under the page's title.
import type { TypedDocumentNode } from '@apollo/client';
import { useSubscription } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/define';
import { useSessionUser } from '../session/session-context';
import { liveMessages } from './messages';

/** What every page's live document selects besides its fragments. */
export interface RecordChangeFields {
  recordChanged: { actorId?: number | null; actorName?: string | null; at: string };
}

export interface LastChange {
  actorName: string | null;
  at: string;
}

/**
 * Follows one record. `document` is the page's `…Live` subscription; the cache updates by itself.
 * Answers the last change made by someone else (not the signed-in person), for `LiveChangeNote`.
 */
export function useRecordChanges<TData extends RecordChangeFields, TVars extends { id: number }>(
  document: TypedDocumentNode<TData, TVars>,
  id: number,
  skip = false,
): LastChange | null {
  const me = useSessionUser();
  const [last, setLast] = useState<LastChange | null>(null);
  useEffect(() => setLast(null), [id]);
  useSubscription(document, {
    variables: { id } as TVars,
    skip: skip || !(id > 0),
    onData: ({ data }) => {
      const change = data.data?.recordChanged;
      if (!change) return;
      if (change.actorId != null && me && change.actorId === me.id) return;
      setLast({ actorName: change.actorName ?? null, at: change.at });
    },
  });
  return last;
}

/** 'только что' within a minute, then minutes; re-rendered every 30 s. */
function useAgo(at: string | undefined): string | null {
  const t = useMessages(liveMessages);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!at) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [at]);
  if (!at) return null;
  const minutes = Math.floor(Math.max(0, now - Date.parse(at)) / 60_000);
  return minutes < 1 ? t.justNow : t.minutesAgo(minutes);
}

/** The quiet note 'Изменено: Иван Петров, только что' (a polite live region), for `PageHeader`'s `note`. */
export function LiveChangeNote({ change }: { change: LastChange | null }) {
  const t = useMessages(liveMessages);
  const ago = useAgo(change?.at);
  return (
    <Text role="status" aria-live="polite" textStyle="sm" color="fg.muted" mt={change && ago ? '1' : '0'} data-testid="live-change-note">
      {change && ago ? t.changedBy(change.actorName ?? t.system, ago) : ''}
    </Text>
  );
}
