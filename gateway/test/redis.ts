// The local Redis of the tests that need one (`REDIS_URL`, default 127.0.0.1:6379): each test keeps
// its keys under a prefix of its own and deletes them at the end.
import { createClient } from 'redis';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Deletes every key under each of `prefixes`. */
export async function deleteKeys(...prefixes: string[]): Promise<void> {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  for (const prefix of prefixes) for await (const keys of client.scanIterator({ MATCH: `${prefix}*` })) if (keys.length) await client.del(keys);
  await client.close();
}
