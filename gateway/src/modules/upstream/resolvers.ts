// What the API can do beyond spec §7 (`Query.upstreamCapabilities`): the gateway's probes, as they are.
import type { Resolvers, UpstreamCapabilityName, UpstreamCapabilityState } from '../../__generated__/resolvers-types';
import type { CapabilityName, CapabilityState } from '../../upstream/capabilities';
import { requireRole } from '../../security/scope';
import type { UpstreamShapes } from '../../upstream/shapes';

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

const SOURCE = { description: 'DESCRIPTION', probe: 'PROBE', mapping: 'MAPPING', default: 'DEFAULT' } as const;

function shapesOf(shapes: UpstreamShapes) {
  const lines = shapes.ticketLines;
  return {
    description: shapes.description,
    relations: Object.entries(shapes.relations).map(([field, r]) => ({ field, name: r.name, source: SOURCE[r.source] })),
    ticketLines: lines.kind === 'model' ? ('MODEL' as const) : ('COLUMN' as const),
    linesRoute: lines.kind === 'model' ? lines.path : null,
    linesForeignKey: lines.kind === 'model' ? lines.foreignKey : null,
    ticketLinesSource: SOURCE[lines.source],
    productCategory: shapes.productCategory.kind === 'embedded' ? ('EMBEDDED' as const) : ('RELATED' as const),
    productCategorySource: SOURCE[shapes.productCategory.source],
    labelsByHook: shapes.labels.kind === 'hook',
  };
}

export const upstreamResolvers: Resolvers = {
  Query: {
    async upstreamCapabilities(_p, _a, ctx) {
      await requireRole(ctx, ['admin', 'regionalManager', 'salesMan', 'vendor']);
      const version = ctx.sockets.protocol.version;
      return {
        routes: ctx.capabilities.list().map((c) => ({ name: NAMES[c.name], route: c.route, state: STATES[c.state], checkedAt: c.checkedAt?.toISOString() ?? null })),
        socketProtocol: version ? (`V${version}` as const) : null,
        shapes: shapesOf(ctx.capabilities.shapes),
      };
    },
  },
};
