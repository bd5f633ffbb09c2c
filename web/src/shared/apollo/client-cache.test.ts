// The one Apollo client's cache: a policy for every paged list and every entity with a history, a
// message's file kept whole, an entity's newer history kept over an older read.
import { gql } from '@apollo/client';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCache, HISTORY_TYPES, PAGE_TYPES } from './client';

/** The type names the pattern's first group captures across the schema's files, sorted. */
function schemaTypes(pattern: RegExp): string[] {
  const schemaDir = path.resolve(__dirname, '../../../../schema');
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => [...readFileSync(path.join(schemaDir, file), 'utf8').matchAll(pattern)].map((m) => m[1]!))
    .sort();
}

describe('the Apollo client', () => {
  it('has a cache policy for every paged list type of the schema', () => {
    expect([...PAGE_TYPES].sort()).toEqual(schemaTypes(/^type (\w+Page) \{/gm));
  });

  it("keeps a message's file whole when a smaller selection of it (the conversation list's) is written later", () => {
    const cache = createCache();
    const Bubble = gql`
      query ClientTestBubble {
        roomMessages(room: "user-5") {
          rest
          items {
            id
            file {
              path
              mime
              url
            }
          }
        }
      }
    `;
    const Last = gql`
      query ClientTestLast {
        roomMessages(room: "user-5") {
          rest
          items {
            id
            file {
              path
            }
          }
        }
      }
    `;
    const slice = (file: object) => ({ roomMessages: { __typename: 'MessageSlice', rest: 0, items: [{ __typename: 'Message', id: 7, file }] } });
    const file = { __typename: 'File', path: 'messages/a.png', mime: 'image/png', url: '/files/messages/a.png' };
    cache.writeQuery({ query: Bubble, data: slice(file) });
    cache.writeQuery({ query: Last, data: slice({ __typename: 'File', path: 'messages/a.png' }) });
    expect(cache.readQuery({ query: Bubble })).toEqual(slice(file));
    // Another file replaces it whole.
    cache.writeQuery({ query: Last, data: slice({ __typename: 'File', path: 'messages/b.png' }) });
    expect(cache.readQuery({ query: Bubble, returnPartialData: false })).toBeNull();
  });
  it("keeps an entity's newer history when an older read of it answers after a mutation's answer", () => {
    const cache = createCache();
    const History = gql`
      query ClientTestHistory {
        ticket(id: 3) {
          id
          history(pageSize: 50) {
            total
            items {
              id
              action
            }
          }
        }
      }
    `;
    const ticket = (...ids: number[]) => ({
      ticket: {
        __typename: 'Ticket',
        id: 3,
        history: { __typename: 'AuditLogPage', total: ids.length, items: ids.map((id) => ({ __typename: 'AuditLogEntry', id, action: `a${id}` })) },
      },
    });
    cache.writeQuery({ query: History, data: ticket(5, 4) });
    // The read sent before the mutation answers after it: the mutation's entries stay.
    cache.writeQuery({ query: History, data: ticket(4) });
    expect(cache.readQuery({ query: History })).toEqual(ticket(5, 4));
    // A newer page replaces it.
    cache.writeQuery({ query: History, data: ticket(6, 5, 4) });
    expect(cache.readQuery({ query: History })).toEqual(ticket(6, 5, 4));
    // Every entity of the schema with a `history` has the policy.
    expect([...HISTORY_TYPES].sort()).toEqual(schemaTypes(/^(?:extend )?type (\w+) \{[^}]*^\s+history\(/gm));
  });
});
