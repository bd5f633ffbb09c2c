// The one delete flow of every record's page (issue 22; places too, issue 39): confirm 'Подтвердите
// удаление', refused while rows still use the record (a clear reason, nothing changes), one toast, lands
// on the list.
import { Button } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ShownError } from '../apollo/errors';
import { useMessages } from '../i18n/define';
import { shellMessages } from '../i18n/messages';
import { notify, runAction } from '../notify/notify';
import { confirmIntent, useConfirm } from './confirm';

export interface DeleteOptions {
  /** The confirmation's text: what is deleted. */
  description: string;
  /** Counts the rows still using the record; above zero the delete is refused with `inUse(count)`. */
  usage?: () => Promise<number>;
  inUse?: (count: number) => string;
  /** The mutation. */
  remove: () => Promise<unknown>;
  /** The deleted record in the cache (`{ __typename, id }`): dropped without waking its readers. */
  record?: { __typename: string; id: number };
  /** Cached lists the record was in, read again: root fields (`'regions'`) or `{ id, fieldName }`. */
  lists?: readonly (string | { id: string | undefined; fieldName: string })[];
  /** Where the screen goes afterwards: the list, or closing an inline editor. */
  leave?: () => unknown;
}

/** An editor's delete flow: `run` it, `removed` once it deleted. */
export interface DeleteFlow {
  run: (options: DeleteOptions) => Promise<boolean>;
  removed: boolean;
}

/**
 * The one delete flow of every editor (issue 22): 'Подтвердите удаление' / Удалить; the usage check
 * (refused with `inUse(count)` while rows still use the record, nothing changes); the mutation with
 * exactly one success toast ('Операция выполнена'); then, in this order, `removed` turns true at once
 * (the editor skips its route queries and stops rendering its sections, so nothing reads the deleted
 * record again: before, its route query answered NOT_FOUND and the page went to /404 instead of the
 * list), the lists are evicted (read again where shown), the record is dropped from the cache
 * silently (a later visit of its address loads it and gets /404), and `leave` runs. A second click
 * while a delete runs does nothing. `run` answers true when deleted.
 */
export function useDeleteFlow(): DeleteFlow {
  const confirm = useConfirm();
  const client = useApolloClient();
  const t = useMessages(shellMessages);
  const [removed, setRemoved] = useState(false);
  const running = useRef(false);
  const run = async ({ description, usage, inUse, remove, record, lists = [], leave }: DeleteOptions): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    try {
      if (!(await confirm.remove({ description }))) return false;
      if (usage && inUse) {
        let count: number;
        try {
          count = await usage();
        } catch (error) {
          notify.error(error);
          return false;
        }
        if (count > 0) {
          notify.error(new ShownError(inUse(count)), t.dialog.removeRefused);
          return false;
        }
      }
      const done = await runAction(async () => {
        await remove();
        return true;
      });
      if (done !== true) return false;
      if (leave) flushSync(() => setRemoved(true));
      for (const list of lists) client.cache.evict(typeof list === 'string' ? { fieldName: list } : list);
      if (record) client.cache.evict({ id: client.cache.identify(record), broadcast: false });
      client.cache.gc();
      await leave?.();
      return true;
    } finally {
      running.current = false;
    }
  };
  return { run, removed };
}

export function DeleteButton({ onClick, loading }: { onClick: () => void; loading?: boolean }) {
  const t = useMessages(shellMessages);
  return (
    <Button variant="outline" colorPalette="red" {...confirmIntent} onClick={onClick} loading={loading}>
      {t.dialog.remove}
    </Button>
  );
}
