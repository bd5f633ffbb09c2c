// Ask the API only for what an operation selects: the LoopBack `fields` of a list's rows and of the
// relations it includes. The spec's client fetches whole rows; the gateway knows the selection.
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { RelationKey } from '../upstream/shapes';

export interface RestShape {
  /** GraphQL fields answered from other REST properties (relations → their foreign keys). */
  needs?: Readonly<Record<string, readonly string[]>>;
  /**
   * When set, projection happens only if every selected field is one of these stored properties or
   * in `needs`; otherwise the whole row is asked for (for rows with computed properties).
   */
  stored?: ReadonlySet<string>;
  /**
   * Fields the API computes when it reads a row (a LoopBack `loaded` hook), which the answer of a
   * write may lack or hold as they were before it (`answerIsRow`).
   */
  derived?: ReadonlySet<string>;
}

/**
 * Whether `answer`, what the API answered a write with, is row `id` as a fresh read of it would be
 * for what the operation selects at `path` — so the mutation can answer it without a second call:
 * an object with that id; every selected stored property present (a remote method may answer a
 * summary such as `{status, score}`, a memory-connector row may lack unset keys) and what the other
 * selected fields are answered from (`needs`); no field the shape does not know; and each selected
 * derived label vouched for by `labelAgrees` (LoopBack 3 answers a PATCH with the instance as loaded
 * before the write: a `loaded` hook's label is the old one), else it is taken as possibly stale.
 */
export function answerIsRow(
  info: GraphQLResolveInfo,
  path: readonly string[],
  shape: RestShape,
  answer: unknown,
  id: number,
  labelAgrees?: (name: string, row: Record<string, unknown>) => boolean,
): boolean {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return false;
  const row = answer as Record<string, unknown>;
  if (row.id !== id) return false;
  const selected = selectedFields(info, path);
  if (!selected) return true;
  for (const name of selected) {
    if (name === '__typename') continue;
    // The version a save must send back next (issue 39): a LoopBack PATCH answers the instance as it
    // patched it, before the database's trigger moved `updatedAt`, so only a read holds the new one.
    if (name === 'updatedAt') return false;
    if (shape.derived?.has(name)) {
      if (!labelAgrees?.(name, row)) return false;
      continue;
    }
    const needs = shape.needs?.[name];
    if (needs) {
      if (!needs.every((key) => key in row)) return false;
    } else if (shape.stored ? !shape.stored.has(name) || !(name in row) : !(name in row)) return false;
  }
  return true;
}

/**
 * Selections already collected, by the field's node and the path below it. A document is parsed once
 * and its nodes shared by every request of that query (Apollo's document store), and a selection here
 * depends on the document alone (directives and variables are not read): each is collected once,
 * not on every request (issue 27). A field selected under several nodes at once is collected each time.
 */
const collected = new WeakMap<FieldNode, Map<string, ReadonlySet<string> | undefined>>();

/** Names of the fields selected at `path` below the current field, fragments followed. */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[]): ReadonlySet<string> | undefined {
  if (info.fieldNodes.length !== 1) return collectSelected(info, path);
  const node = info.fieldNodes[0]!;
  let byPath = collected.get(node);
  if (!byPath) collected.set(node, (byPath = new Map()));
  const key = path.join('.');
  if (byPath.has(key)) return byPath.get(key);
  const found = collectSelected(info, path);
  byPath.set(key, found);
  return found;
}

function collectSelected(info: GraphQLResolveInfo, path: readonly string[]): ReadonlySet<string> | undefined {
  let sets: SelectionSetNode[] = info.fieldNodes.map((n) => n.selectionSet).filter((s): s is SelectionSetNode => !!s);
  const collect = (set: SelectionSetNode, into: Map<string, SelectionSetNode[]>) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        const list = into.get(sel.name.value) ?? [];
        if (sel.selectionSet) list.push(sel.selectionSet);
        into.set(sel.name.value, list);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) collect(sel.selectionSet, into);
      else {
        const fragment = info.fragments[sel.name.value];
        if (fragment) collect(fragment.selectionSet, into);
      }
    }
  };
  for (const name of path) {
    const next = new Map<string, SelectionSetNode[]>();
    sets.forEach((s) => collect(s, next));
    sets = next.get(name) ?? [];
    if (!sets.length) return undefined;
  }
  const fields = new Map<string, SelectionSetNode[]>();
  sets.forEach((s) => collect(s, fields));
  return new Set(fields.keys());
}

/**
 * The REST `fields` for the rows at `path`, or undefined for the whole row. `id` is always kept.
 * `labelsByHook`: the API computes derived labels only in whole rows (upstream/shapes.ts), so a
 * selected one asks for the whole row.
 */
export function restFields(info: GraphQLResolveInfo, path: readonly string[], shape: RestShape = {}, labelsByHook = false): string[] | undefined {
  const selected = selectedFields(info, path);
  if (!selected) return undefined;
  const out = new Set<string>(['id']);
  for (const name of selected) {
    if (name === '__typename') continue;
    if (labelsByHook && shape.derived?.has(name)) return undefined;
    const needs = shape.needs?.[name];
    if (needs) needs.forEach((n) => out.add(n));
    else if (shape.stored && !shape.stored.has(name)) return undefined;
    else out.add(name);
  }
  return [...out];
}

/**
 * LoopBack include entries for the selected relations of the rows at `path`, keyed `Owner.field`,
 * each under the API's name for it (`nameOf`; a relation without one is not included: its field
 * loads by the row's foreign key) with a scope `fields` when its selection allows one.
 */
export function includeFor(
  info: GraphQLResolveInfo,
  path: readonly string[],
  relations: Partial<Readonly<Record<RelationKey, RestShape>>>,
  nameOf: (key: RelationKey) => string | null,
  labelsByHook = false,
): unknown[] | undefined {
  const selected = selectedFields(info, path);
  if (!selected) return undefined;
  const out: unknown[] = [];
  for (const [key, shape] of Object.entries(relations) as [RelationKey, RestShape][]) {
    const field = key.split('.')[1]!;
    const relation = nameOf(key);
    if (!relation || !selected.has(field)) continue;
    const fields = restFields(info, [...path, field], shape, labelsByHook);
    out.push(fields ? { relation, scope: { fields } } : relation);
  }
  return out.length ? out : undefined;
}

/** Rows with each included relation under its GraphQL field where the API names it otherwise (`owner` → `user`). */
export function asIncluded<Row>(rows: Row[], relations: Partial<Readonly<Record<RelationKey, RestShape>>>, nameOf: (key: RelationKey) => string | null): Row[] {
  for (const key of Object.keys(relations) as RelationKey[]) {
    const field = key.split('.')[1]!;
    const relation = nameOf(key);
    if (!relation || relation === field) continue;
    for (const row of rows as Record<string, unknown>[]) if (row && row[relation] !== undefined && row[field] === undefined) row[field] = row[relation];
  }
  return rows;
}
