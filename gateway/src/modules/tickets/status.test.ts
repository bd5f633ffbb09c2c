// The gateway's home of the ticket statuses (status.ts) against the schema's enum, the REST API's
// declared statuses and the LoopBack fixture's copy of the titles; and the translation of filters.
import { createRequire } from 'node:module';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type * as Loopback3 from '../../../../loopback3/index';
import { loadTypeDefs } from '../../schema';
import { toLoopbackWhere } from '../lists';
import { REST_TICKET_STATUSES, restStatusCondition, restTicketStatus, restTicketWhere, ticketStatusOf, ticketStatusTitle, type KnownTicketStatus } from './status';

const loopback3 = createRequire(import.meta.url)('../../../../loopback3/index.js') as typeof Loopback3;

/** The values of `enum TicketStatus` in schema/, in their order. */
function schemaValues(): string[] {
  for (const sdl of loadTypeDefs()) {
    for (const definition of parse(sdl).definitions) {
      if (definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === 'TicketStatus') return (definition.values ?? []).map((v) => v.name.value);
    }
  }
  throw new Error('no enum TicketStatus in schema/');
}

const KNOWN = ['NEW', 'PROCESSING', 'DELAYED', 'MANUAL', 'PROCESSED', 'REJECTED'] as const;
const ALL_REST = ['new', 'processing', 'delayed', 'manual', 'processed', 'rejected'];

describe('the ticket statuses', () => {
  it('map every REST status to an enum value other than OTHER and back', () => {
    expect(REST_TICKET_STATUSES).toEqual(ALL_REST);
    expect(REST_TICKET_STATUSES.map(ticketStatusOf)).toEqual([...KNOWN]);
    for (const code of REST_TICKET_STATUSES) expect(restTicketStatus(ticketStatusOf(code) as KnownTicketStatus)).toBe(code);
  });

  it('reach every value of the schema’s enum: the known ones from a REST status, OTHER from any other', () => {
    expect(new Set([...REST_TICKET_STATUSES.map(ticketStatusOf), ticketStatusOf('archived')])).toEqual(new Set(schemaValues()));
    expect(
      schemaValues()
        .filter((v) => v !== 'OTHER')
        .map((v) => restTicketStatus(v as KnownTicketStatus)),
    ).toEqual(ALL_REST);
  });

  it('answer OTHER and no title for a status the gateway does not know, prototype names included', () => {
    for (const code of ['archived', 'constructor', 'toString', 'NEW', '']) {
      expect([ticketStatusOf(code), ticketStatusTitle(code)]).toEqual(['OTHER', null]);
    }
  });

  it('title each status as the LoopBack fixture’s copy does', () => {
    expect(Object.fromEntries(REST_TICKET_STATUSES.map((code) => [code, ticketStatusTitle(code)]))).toEqual(loopback3.STATUS_TITLES);
  });
});

describe('a status filter as a REST where', () => {
  const rest = (where: Parameters<typeof restTicketWhere>[0]) => toLoopbackWhere(restTicketWhere(where));
  const others = { nin: ALL_REST };

  it('spells a known status as the API does', () => {
    expect(rest({ status: { eq: 'MANUAL' } })).toEqual({ status: 'manual' });
    expect(rest({ status: { neq: 'NEW' } })).toEqual({ status: { neq: 'new' } });
    expect(rest({ status: { in: ['NEW', 'DELAYED'] } })).toEqual({ status: { inq: ['new', 'delayed'] } });
    expect(rest({ status: { notIn: ['REJECTED'] } })).toEqual({ status: { nin: ['rejected'] } });
    expect(rest({ status: { in: [] } })).toEqual({ status: { inq: [] } });
  });

  it('takes OTHER for every status the gateway does not know', () => {
    expect(rest({ status: { eq: 'OTHER' } })).toEqual({ status: others });
    expect(rest({ status: { neq: 'OTHER' } })).toEqual({ status: { inq: ALL_REST } });
    expect(rest({ status: { in: ['MANUAL', 'OTHER'] } })).toEqual({ status: { nin: ['new', 'processing', 'delayed', 'processed', 'rejected'] } });
    expect(rest({ status: { notIn: ['OTHER', 'NEW'] } })).toEqual({ status: { inq: ['processing', 'delayed', 'manual', 'processed', 'rejected'] } });
    expect(rest({ status: { notIn: ['OTHER', ...KNOWN] } })).toEqual({ status: { inq: [] } });
    expect(rest({ status: { in: ['OTHER', ...KNOWN] } })).toBeUndefined();
    expect(restStatusCondition('OTHER')).toEqual(others);
    expect(restStatusCondition('DELAYED')).toBe('delayed');
  });

  it('keeps every operator, nested conditions and other fields', () => {
    expect(
      rest({ placeId: { eq: 3 }, status: { eq: 'OTHER', notIn: ['NEW'] }, or: [{ status: { eq: 'MANUAL' } }, { and: [{ status: { neq: 'PROCESSED' } }, { score: { gt: 0 } }] }] }),
    ).toEqual({
      placeId: 3,
      status: others,
      or: [{ status: 'manual' }, { and: [{ status: { neq: 'processed' } }, { score: { gt: 0 } }] }],
      and: [{ status: { nin: ['new'] } }],
    });
  });
});
