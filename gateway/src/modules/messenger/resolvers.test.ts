// `Ticket.messages` of a ticket without a user: an empty page, and no call (the context has no API).
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../../context';
import { messengerResolvers } from './resolvers';

type Field = (parent: unknown, args: unknown, ctx: GatewayContext, info: unknown) => unknown;
const messages = (messengerResolvers.Ticket as Record<string, Field>).messages!;

describe("a ticket's messages", () => {
  it('are an empty page, read from nowhere, when the ticket has no user', async () => {
    const ctx = {} as GatewayContext;
    expect(await messages({ id: 5, userId: null }, { page: 2, pageSize: 12 }, ctx, null)).toEqual({ items: [], total: 0, page: 2, pageSize: 12 });
    expect(await messages({ id: 5 }, { page: 1, pageSize: 30 }, ctx, null)).toEqual({ items: [], total: 0, page: 1, pageSize: 30 });
  });

  it('refuse a page out of range as the list fields do', () => {
    expect(() => messages({ id: 5, userId: null }, { page: 0, pageSize: 12 }, {} as GatewayContext, null)).toThrow('Номер страницы должен быть целым числом от 1');
  });
});
