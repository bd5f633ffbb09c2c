// What the gateway knows of the API's shapes, beyond its routes (issue 37; docs/adr/0003-relations-by-foreign-key.md): the
// API's names of the relations the gateway would `include`, where a receipt's lines live and whether
// a product's category is embedded or related. Learned from the API's own description when it serves
// one (`/openapi.json`, as rest-api does; `/explorer/swagger.json`, LoopBack 3's explorer), else by
// probing; an operator's mapping (`UPSTREAM_SHAPES`, gateway/README.md) overrides both. A relation
// nobody found is not included: its rows load by the foreign key the row carries (loaders.ts).
import type { Upstream } from './client';

/** The relations the gateway may include, by `Owner.field` (the GraphQL field they answer). */
export const RELATIONS = {
  'Ticket.user': { owner: '/tickets', target: '/users', many: false },
  'Ticket.place': { owner: '/tickets', target: '/places', many: false },
  'User.city': { owner: '/users', target: '/cities', many: false },
  'User.place': { owner: '/users', target: '/places', many: false },
  'City.region': { owner: '/cities', target: '/regions', many: false },
  'Place.city': { owner: '/places', target: '/cities', many: false },
  'Place.users': { owner: '/places', target: '/users', many: true },
  'Plan.place': { owner: '/plans', target: '/places', many: false },
  'Product.category': { owner: '/products', target: '/productCategories', many: false },
  'CampaignProduct.product': { owner: '/campaignProducts', target: '/products', many: false },
} as const;

export type RelationKey = keyof typeof RELATIONS;
export type ShapeSource = 'description' | 'probe' | 'mapping' | 'default';

/** A receipt's lines: the ticket's JSON column `items`, or rows of a related model by a foreign key. */
export type TicketLines = { kind: 'column' } | { kind: 'model'; path: string; foreignKey: string };

export interface UpstreamShapes {
  /** The API's name of each relation; null: none known (rows load by their foreign key). */
  relations: Record<RelationKey, { name: string | null; source: ShapeSource }>;
  ticketLines: TicketLines & { source: ShapeSource };
  /** `embedded`: a product row carries its category as an object (no `/productCategories`). */
  productCategory: { kind: 'related' | 'embedded'; source: ShapeSource };
  /**
   * `hook`: the API computes `statusTitle`, `roleName`, `regionName` when it reads a row (a `loaded`
   * hook), which LoopBack leaves out of a row read with `fields`: a selection of one asks for whole
   * rows. `ours`: the gateway names them (and shows the API's when a row carries them). Mapping only:
   * neither a description nor a token-less probe shows a hook.
   */
  labels: { kind: 'ours' | 'hook'; source: ShapeSource };
  /** Where the description was read, or null. */
  description: string | null;
}

/** The operator's mapping (`UPSTREAM_SHAPES`): what it sets wins. */
export interface ShapeMapping {
  relations?: Partial<Record<RelationKey, string | null>>;
  ticketLines?: 'column' | { path: string; foreignKey: string };
  productCategory?: 'related' | 'embedded';
  labels?: 'ours' | 'hook';
}

const KEYS = Object.keys(RELATIONS) as RelationKey[];
const FIELD = (key: RelationKey) => key.split('.')[1]!;

/** What nothing learned: no relation included, lines in `items`, categories related. */
export function defaultShapes(): UpstreamShapes {
  return {
    relations: Object.fromEntries(KEYS.map((k) => [k, { name: null, source: 'default' }])) as UpstreamShapes['relations'],
    ticketLines: { kind: 'column', source: 'default' },
    productCategory: { kind: 'related', source: 'default' },
    labels: { kind: 'ours', source: 'default' },
    description: null,
  };
}

/** Checks an operator's mapping; a message (English: it is the operator's start-up error) when wrong. */
export function parseMapping(text: string): ShapeMapping {
  const value = JSON.parse(text) as ShapeMapping;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('UPSTREAM_SHAPES: a JSON object expected');
  for (const key of Object.keys(value.relations ?? {})) {
    if (!(key in RELATIONS)) throw new Error(`UPSTREAM_SHAPES: unknown relation ${key} (known: ${KEYS.join(', ')})`);
  }
  const lines = value.ticketLines;
  if (lines !== undefined && lines !== 'column' && !(typeof lines === 'object' && typeof lines.path === 'string' && typeof lines.foreignKey === 'string')) {
    throw new Error('UPSTREAM_SHAPES: ticketLines is "column" or {"path": "/ticketItems", "foreignKey": "ticketId"}');
  }
  if (value.productCategory !== undefined && value.productCategory !== 'related' && value.productCategory !== 'embedded') {
    throw new Error('UPSTREAM_SHAPES: productCategory is "related" or "embedded"');
  }
  if (value.labels !== undefined && value.labels !== 'ours' && value.labels !== 'hook') throw new Error('UPSTREAM_SHAPES: labels is "ours" or "hook"');
  return value;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined);

/** The model a schema names (`$ref` directly, in `items`, in `allOf`), with whether it is an array. */
function refOf(schema: unknown): { def: string; many: boolean } | undefined {
  const s = obj(schema);
  if (!s) return undefined;
  if (typeof s.$ref === 'string') return { def: s.$ref.split('/').pop()!, many: false };
  if (s.items) {
    const inner = refOf(s.items);
    return inner && { def: inner.def, many: true };
  }
  if (Array.isArray(s.allOf)) for (const part of s.allOf) if (refOf(part)) return refOf(part);
  return undefined;
}

/** The schema a GET answers with (Swagger 2 `schema`, OpenAPI 3 `content`). */
function answerOf(operation: unknown): unknown {
  const ok = obj(obj(obj(operation)?.responses)?.['200']);
  return ok?.schema ?? obj(obj(ok?.content)?.['application/json'])?.schema;
}

interface Described {
  relations: { owner: string; name: string; target: string; many: boolean }[];
  /** Model definition → its plural path. */
  pathOf: Map<string, string>;
  properties: Map<string, Json>;
}

/** Relations and models of a Swagger 2 / OpenAPI 3 document (LoopBack 3 explorer or rest-api). */
export function readDescription(doc: unknown): Described {
  const root = obj(doc) ?? {};
  const paths = obj(root.paths) ?? {};
  const defs = obj(root.definitions) ?? obj(obj(root.components)?.schemas) ?? {};
  const pathOf = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    const m = /^(\/[^/{}]+)\/\{[^}]+\}$/.exec(path);
    const ref = m && refOf(answerOf(obj(item)?.get));
    if (m && ref && !ref.many && !pathOf.has(ref.def)) pathOf.set(ref.def, m[1]!);
  }
  const relations: Described['relations'] = [];
  // LoopBack 3: `GET /<model>/{id}/<relation>` answering the related model (or an array of it).
  for (const [path, item] of Object.entries(paths)) {
    const m = /^(\/[^/{}]+)\/\{[^}]+\}\/([^/{}]+)$/.exec(path);
    const ref = m && refOf(answerOf(obj(item)?.get));
    const owner = m && [...pathOf].find(([, p]) => p === m[1])?.[0];
    if (m && ref && owner) relations.push({ owner, name: m[2]!, target: ref.def, many: ref.many });
  }
  // rest-api: a read-only property described `include: <relation>`.
  const properties = new Map<string, Json>();
  for (const [def, schema] of Object.entries(defs)) {
    const props = obj(obj(schema)?.properties) ?? {};
    properties.set(def, props);
    for (const [name, prop] of Object.entries(props)) {
      const ref = /^include: /.test(String(obj(prop)?.description ?? '')) ? refOf(prop) : undefined;
      if (ref && !relations.some((r) => r.owner === def && r.name === name)) relations.push({ owner: def, name, target: ref.def, many: ref.many });
    }
  }
  return { relations, pathOf, properties };
}

/** The shapes a description tells; what it cannot tell is left out. */
export function shapesFromDescription(described: Described): Partial<Omit<UpstreamShapes, 'description'>> {
  const { relations: found, pathOf, properties } = described;
  const path = (def: string) => pathOf.get(def);
  const relations = {} as UpstreamShapes['relations'];
  for (const key of KEYS) {
    const { owner, target, many } = RELATIONS[key];
    const fits = found.filter((r) => path(r.owner) === owner && path(r.target) === target && r.many === many);
    const chosen = fits.find((r) => r.name === FIELD(key)) ?? fits[0];
    relations[key] = { name: chosen?.name ?? null, source: 'description' };
  }
  const ticketDef = [...pathOf].find(([, p]) => p === '/tickets')?.[0];
  const productDef = [...pathOf].find(([, p]) => p === '/products')?.[0];
  let ticketLines: UpstreamShapes['ticketLines'] | undefined;
  if (ticketDef && properties.get(ticketDef)?.items) ticketLines = { kind: 'column', source: 'description' };
  else if (ticketDef) {
    const lines = found.find((r) => r.owner === ticketDef && r.many && path(r.target) && /item|line/i.test(`${r.name} ${r.target}`));
    if (lines) ticketLines = { kind: 'model', path: path(lines.target)!, foreignKey: `${ticketDef[0]!.toLowerCase()}${ticketDef.slice(1)}Id`, source: 'description' };
  }
  const embedded = !relations['Product.category'].name && !!productDef && !!properties.get(productDef)?.category && ![...pathOf.values()].includes('/productCategories');
  return { relations, ...(ticketLines ? { ticketLines } : {}), ...(productDef ? { productCategory: { kind: embedded ? 'embedded' : 'related', source: 'description' } } : {}) };
}

const DESCRIPTIONS = ['/openapi.json', '/explorer/swagger.json'];

/** Whether a route answers (an answer, 401, 403…), is missing, or did not tell (capabilities.ts). */
export type Probe = (path: string) => Promise<'available' | 'missing' | 'unknown'>;

/**
 * Learns the shapes: the description first, probes for what it did not tell (a relation route
 * `GET /<model>/0/<field>` by the gateway's own name; `/ticketItems`; `/productCategories`), the
 * mapping over both.
 */
export async function learnShapes(api: Upstream, probe: Probe, mapping: ShapeMapping = {}): Promise<UpstreamShapes> {
  const shapes = defaultShapes();
  let told: ReturnType<typeof shapesFromDescription> = {};
  // Both places asked at once; the first that is a description wins.
  const docs = await Promise.all(DESCRIPTIONS.map((path) => api.get<unknown>(path).catch(() => undefined)));
  const found = docs.findIndex((doc) => obj(obj(doc)?.paths));
  if (found >= 0) {
    told = shapesFromDescription(readDescription(docs[found]));
    shapes.description = DESCRIPTIONS[found]!;
  }
  if (told.relations) shapes.relations = told.relations;
  else {
    const states = await Promise.all(KEYS.map((key) => probe(`${RELATIONS[key].owner}/0/${FIELD(key)}`)));
    KEYS.forEach((key, i) => {
      shapes.relations[key] = { name: states[i] === 'available' ? FIELD(key) : null, source: states[i] === 'unknown' ? 'default' : 'probe' };
    });
  }
  if (told.ticketLines) shapes.ticketLines = told.ticketLines;
  else if (!shapes.description && (await probe('/ticketItems')) === 'available')
    shapes.ticketLines = { kind: 'model', path: '/ticketItems', foreignKey: 'ticketId', source: 'probe' };
  if (told.productCategory) shapes.productCategory = told.productCategory;
  else if (!shapes.description && (await probe('/productCategories')) === 'missing') shapes.productCategory = { kind: 'embedded', source: 'probe' };
  for (const [key, name] of Object.entries(mapping.relations ?? {}) as [RelationKey, string | null][]) shapes.relations[key] = { name, source: 'mapping' };
  if (mapping.ticketLines)
    shapes.ticketLines = mapping.ticketLines === 'column' ? { kind: 'column', source: 'mapping' } : { kind: 'model', ...mapping.ticketLines, source: 'mapping' };
  if (mapping.productCategory) shapes.productCategory = { kind: mapping.productCategory, source: 'mapping' };
  if (mapping.labels) shapes.labels = { kind: mapping.labels, source: 'mapping' };
  return shapes;
}

/** One line a person reads: each shape and where it was learned. */
export function describeShapes(shapes: UpstreamShapes): Record<string, string> {
  const out: Record<string, string> = { description: shapes.description ?? 'none' };
  for (const key of KEYS) {
    const r = shapes.relations[key];
    const embedded = key === 'Product.category' && shapes.productCategory.kind === 'embedded';
    out[key] = r.name ? `include ${r.name} (${r.source})` : embedded ? 'embedded in the row' : `by foreign key (${r.source})`;
  }
  const lines = shapes.ticketLines;
  out.ticketLines = lines.kind === 'column' ? `column items (${lines.source})` : `model ${lines.path} by ${lines.foreignKey} (${lines.source})`;
  out.productCategory = `${shapes.productCategory.kind} (${shapes.productCategory.source})`;
  out.labels = `${shapes.labels.kind} (${shapes.labels.source})`;
  return out;
}
