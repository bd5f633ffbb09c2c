// What the API can do beyond spec §7 (`Query.upstreamCapabilities`): the gateway's probes, as they are.
import type { Resolvers, UpstreamCapabilityName, UpstreamCapabilityState } from '../../__generated__/resolvers-types';
import type { CapabilityName, CapabilityState } from '../../upstream/capabilities';
import { requireRole } from '../../security/policy';

const NAMES: Readonly<Record<CapabilityName, UpstreamCapabilityName>> = {
  reports: 'REPORTS',
  auditTrail: 'AUDIT_TRAIL',
  ticketTransactions: 'TICKET_TRANSACTIONS',
  deviceCounts: 'DEVICE_COUNTS',
  processorStatus: 'PROCESSOR_STATUS',
  vendorsWithOnline: 'VENDORS_WITH_ONLINE',
  savedViews: 'SAVED_VIEWS',
  apiTokens: 'API_TOKENS',
  ticketBulk: 'TICKET_BULK',
  userBulk: 'USER_BULK',
  undo: 'UNDO',
};

const STATES: Readonly<Record<CapabilityState, UpstreamCapabilityState>> = { available: 'AVAILABLE', missing: 'MISSING', unknown: 'UNKNOWN' };

export const upstreamResolvers: Resolvers = {
  Query: {
    async upstreamCapabilities(_p, _a, ctx) {
      await requireRole(ctx, ['admin', 'regionalManager', 'salesMan', 'vendor']);
      const version = ctx.sockets.protocol.version;
      return {
        routes: ctx.capabilities.list().map((c) => ({ name: NAMES[c.name], route: c.route, state: STATES[c.state], checkedAt: c.checkedAt?.toISOString() ?? null })),
        socketProtocol: version ? (`V${version}` as const) : null,
      };
    },
  },
};
