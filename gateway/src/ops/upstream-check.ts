// `npm run upstream:check -- <URL>` (issue 37; README "Point it at an existing API"): what the gateway
// would find in front of an API, before staff are switched to it — spec §7's models (a missing one
// blocks screens: exit 1), the optional routes (a missing one degrades a panel), the shapes learned
// and what an operator may set in `UPSTREAM_SHAPES`. Token-less calls only, as the gateway's probes.
import { CAPABILITY_PROBES, CORE_MODELS, probeCapability, probePath, type CapabilityName } from '../upstream/capabilities';
import { UpstreamPool } from '../upstream/client';
import { describeShapes, learnShapes } from '../upstream/shapes';
import { loadConfig } from '../config';
import { createLogger } from '../shared/logger';

/** What degrades without each optional route. */
const WITHOUT: Readonly<Record<CapabilityName, string>> = {
  reports: 'the reports say "Недоступно с этим API"',
  auditTrail: "the journal and histories come from the gateway's own store (only changes made through it)",
  ticketTransactions: "a ticket's transactions panel says the API lacks them; writes still succeed",
  deviceCounts: 'device counts are not shown',
  processorStatus: "the processor's status and history are not shown",
  vendorsWithOnline: "vendors' online marks are not shown",
  savedViews: "saved views live in the gateway's own store",
  apiTokens: "API tokens are the gateway's own",
  ticketBulk: 'bulk ticket actions run one PATCH per ticket',
  userBulk: 'bulk people actions run one PATCH per person',
  undo: "undo works for changes journaled by the gateway's own store",
};

async function main(): Promise<number> {
  const url = process.argv[2]?.replace(/\/+$/, '');
  if (!url || !/^https?:\/\//.test(url)) {
    console.error('usage: npm run upstream:check -- <URL of the REST API>   (UPSTREAM_SHAPES is read as the gateway reads it)');
    return 2;
  }
  // `UPSTREAM_SHAPES` as the gateway reads it (inline JSON or a file).
  const mapping = loadConfig().upstreamShapes;
  const api = new UpstreamPool({ baseUrl: url, timeoutMs: 5000, logger: createLogger('silent') }).forRequest(null);
  let blocked = 0;
  console.log(`API ${url}\n\nSpec §7 models (a missing one blocks its screens):`);
  for (const path of CORE_MODELS) {
    const state = await probePath(api, `${path}/count`);
    if (state !== 'available') blocked++;
    console.log(`  ${state === 'available' ? 'ok     ' : state === 'missing' ? 'MISSING' : 'UNKNOWN'} GET ${path}`);
  }
  console.log('\nOptional routes (a missing one degrades, nothing blocks):');
  for (const name of Object.keys(CAPABILITY_PROBES) as CapabilityName[]) {
    const state = await probeCapability(api, name);
    console.log(
      `  ${state === 'available' ? 'ok     ' : state === 'missing' ? 'missing' : 'unknown'} ${CAPABILITY_PROBES[name].route}${state === 'available' ? '' : ` — ${WITHOUT[name]}`}`,
    );
  }
  const shapes = await learnShapes(api, (path) => probePath(api, path), mapping);
  console.log(`\nShapes (${shapes.description ? `from ${shapes.description}` : 'probed: the API serves no description'}):`);
  for (const [key, value] of Object.entries(describeShapes(shapes))) if (key !== 'description') console.log(`  ${key.padEnd(24)} ${value}`);
  const unnamed = Object.entries(shapes.relations)
    .filter(([, r]) => !r.name)
    .map(([k]) => k);
  console.log('\nTo configure (UPSTREAM_SHAPES, gateway/README.md):');
  if (unnamed.length) console.log(`  relations loaded by foreign key (one batched call more each; name them to include): ${unnamed.join(', ')}`);
  if (shapes.ticketLines.kind === 'column' && shapes.ticketLines.source !== 'mapping')
    console.log('  receipt lines read from the column `items`; if the API keeps them in a model: "ticketLines": {"path": "/ticketItems", "foreignKey": "ticketId"}');
  if (shapes.labels.source !== 'mapping') console.log('  statusTitle/roleName/regionName: the gateway names them; if the API computes them in a `loaded` hook: "labels": "hook"');
  console.log(blocked ? `\n${blocked} model(s) missing: screens that read them will show only an error.` : '\nEvery screen can open.');
  return blocked ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
