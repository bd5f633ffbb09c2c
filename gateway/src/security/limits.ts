// Limits on what one operation may ask for, applied alike to HTTP and WebSocket operations:
// selection depth, number of aliases, and a cost estimate where a paged list multiplies the cost
// of what it selects by its page size (and, with the schema, a list without paging by a page's worth).
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

export interface OperationLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  /**
   * Depth allowed under `__schema` and `__type` (the standard introspection query, GraphiQL's
   * included, is 15 deep: `ofType` chains). Every other `__` field (`__typename`) counts toward
   * `maxDepth`; all of them count toward aliases and cost.
   */
  maxIntrospectionDepth?: number;
  /** Nesting of variable values (`where: { and: [{ and: [ … ] }] }`), checked before graphql-js coerces them recursively. */
  maxInputDepth?: number;
}

export const DEFAULT_LIMITS: OperationLimits = { maxDepth: 10, maxAliases: 30, maxCost: 20_000, maxIntrospectionDepth: 16, maxInputDepth: 32 };

const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);
/** Paged answers (`TicketPage`): their `items` list is counted by the page size. */
const PAGE_TYPE = /Page$/;

/** Page size assumed for a list field without an explicit `pageSize` argument. */
const DEFAULT_LIST_SIZE = 24;
const MAX_LIST_SIZE = 100;
/** Rows assumed for a list without paging (a user's places, a campaign's periods). */
const RELATION_LIST_SIZE = 10;

function limitError(message: string, node: FieldNode | undefined, limit: string, value: number, max: number) {
  return new GraphQLError(message, {
    nodes: node ? [node] : undefined,
    extensions: { code: 'BAD_USER_INPUT', limit, value, max },
  });
}

function intArg(field: FieldNode, name: string, ctx: MeasureContext): number | undefined {
  const arg = field.arguments?.find((a) => a.name.value === name);
  if (!arg) return undefined;
  const value: ValueNode = arg.value;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    ctx.readVariables = true;
    const v = ctx.variables[value.name.value];
    return typeof v === 'number' ? v : undefined;
  }
  return undefined;
}

/** How deep a JSON value nests (objects and arrays), measured without recursion; stops past `max`. */
export function valueDepth(value: unknown, max: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth + 1 > deepest) deepest = depth + 1;
    if (deepest > max) return deepest;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

interface MeasureContext {
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  seen: Set<string>;
  deepestField: { node?: FieldNode };
  introspection: { depth: number; node?: FieldNode };
  schema: GraphQLSchema | undefined;
  /** A variable's value was read (a `pageSize: $n`): the measure holds for these variables only. */
  readVariables: boolean;
}

/** The type a field returns and whether it is a list, when the schema knows the parent type. */
function fieldType(parent: GraphQLNamedType | undefined, name: string): { type: GraphQLNamedType; list: boolean; pageSize: number | undefined } | undefined {
  if (!parent || !(isObjectType(parent) || isInterfaceType(parent))) return undefined;
  const field = parent.getFields()[name];
  if (!field) return undefined;
  const pageSizeArg = field.args.find((a) => a.name === 'pageSize');
  const pageSize = pageSizeArg ? (typeof pageSizeArg.defaultValue === 'number' ? pageSizeArg.defaultValue : DEFAULT_LIST_SIZE) : undefined;
  return { type: getNamedType(field.type), list: isListType(getNullableType(field.type)), pageSize };
}

function measure(set: SelectionSetNode | undefined, parent: GraphQLNamedType | undefined, ctx: MeasureContext): Measure {
  const total: Measure = { depth: 0, aliases: 0, cost: 0 };
  if (!set) return total;
  const typeNamed = (name: string | undefined) => (name && ctx.schema ? (ctx.schema.getType(name) ?? undefined) : parent);
  for (const sel of set.selections) {
    let inner: Measure;
    if (sel.kind === Kind.FIELD) {
      const returns = fieldType(parent, sel.name.value);
      const child = measure(sel.selectionSet, returns?.type, ctx);
      let listFactor = 1;
      if (sel.selectionSet && sel.arguments?.some((a) => a.name.value === 'pageSize')) {
        listFactor = Math.min(intArg(sel, 'pageSize', ctx) ?? returns?.pageSize ?? DEFAULT_LIST_SIZE, MAX_LIST_SIZE);
      } else if (sel.selectionSet && returns?.pageSize !== undefined) {
        // A paged list without `pageSize` in the query answers its default page size (issue 16).
        listFactor = Math.min(returns.pageSize, MAX_LIST_SIZE);
      } else if (sel.selectionSet && returns?.list && !(parent && PAGE_TYPE.test(parent.name))) {
        // A list without paging (a user's places, a place's users): assume RELATION_LIST_SIZE rows, so
        // nesting them multiplies (issue 16). A page's `items` is already counted by its page size.
        listFactor = RELATION_LIST_SIZE;
      }
      inner = {
        depth: child.depth + 1,
        aliases: child.aliases + (sel.alias ? 1 : 0),
        cost: 1 + child.cost * listFactor,
      };
      if (INTROSPECTION_ROOTS.has(sel.name.value)) {
        // Only on Query (validation): its depth has a limit of its own; it adds 1 to the operation's.
        if (inner.depth > ctx.introspection.depth) {
          ctx.introspection.depth = inner.depth;
          ctx.introspection.node = sel;
        }
        inner.depth = 1;
      }
      if (inner.depth > total.depth) ctx.deepestField.node = sel;
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(sel.selectionSet, typeNamed(sel.typeCondition?.name.value), ctx);
    } else {
      const name = sel.name.value;
      if (ctx.seen.has(name)) continue; // a fragment cycle is reported by graphql's own rules
      ctx.seen.add(name);
      const fragment = ctx.fragments[name];
      inner = measure(fragment?.selectionSet, typeNamed(fragment?.typeCondition.name.value), ctx);
      ctx.seen.delete(name);
    }
    total.depth = Math.max(total.depth, inner.depth);
    total.aliases += inner.aliases;
    total.cost += inner.cost;
  }
  return total;
}

/**
 * Documents found within the limits whatever their variables (no `pageSize: $n`), with the limits and
 * schema they were measured against: Apollo's document store and the WebSocket path share one parsed
 * document per query text, so each is measured once, not on every request (issue 27).
 */
const withinLimits = new WeakMap<DocumentNode, { limits: OperationLimits; schema: GraphQLSchema | undefined }>();

/** Checks one operation document; returns the errors (empty when within the limits). */
export function checkLimits(document: DocumentNode, variables: Record<string, unknown> = {}, limits: OperationLimits = DEFAULT_LIMITS, schema?: GraphQLSchema): GraphQLError[] {
  const known = withinLimits.get(document);
  const measured = known !== undefined && known.limits === limits && known.schema === schema;
  const errors: GraphQLError[] = [];
  const maxInputDepth = limits.maxInputDepth ?? Infinity;
  const inputDepth = valueDepth(variables, maxInputDepth + 1) - 1; // the variables object itself is not a level
  if (inputDepth > maxInputDepth) {
    errors.push(limitError(`Переменные вложены слишком глубоко: больше ${maxInputDepth} уровней`, undefined, 'inputDepth', inputDepth, maxInputDepth));
    return errors;
  }
  if (measured) return errors;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
  }
  let readVariables = false;
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    const deepest: { node?: FieldNode } = {};
    const introspection: { depth: number; node?: FieldNode } = { depth: 0 };
    const root = schema?.getRootType(def.operation) ?? undefined;
    const ctx: MeasureContext = { fragments, variables, seen: new Set(), deepestField: deepest, introspection, schema, readVariables: false };
    const m = measure(def.selectionSet, root, ctx);
    readVariables ||= ctx.readVariables;
    const maxIntrospectionDepth = limits.maxIntrospectionDepth ?? limits.maxDepth;
    if (introspection.depth > maxIntrospectionDepth) {
      errors.push(
        limitError(
          `Запрос схемы слишком глубокий: ${introspection.depth} уровней при допустимых ${maxIntrospectionDepth}`,
          introspection.node,
          'depth',
          introspection.depth,
          maxIntrospectionDepth,
        ),
      );
    }
    if (m.depth > limits.maxDepth) {
      errors.push(limitError(`Запрос слишком глубокий: ${m.depth} уровней при допустимых ${limits.maxDepth}`, deepest.node, 'depth', m.depth, limits.maxDepth));
    }
    if (m.aliases > limits.maxAliases) {
      errors.push(limitError(`Слишком много псевдонимов: ${m.aliases} при допустимых ${limits.maxAliases}`, undefined, 'aliases', m.aliases, limits.maxAliases));
    }
    if (m.cost > limits.maxCost) {
      errors.push(limitError(`Запрос слишком дорогой: стоимость ${m.cost} при допустимой ${limits.maxCost}`, undefined, 'cost', m.cost, limits.maxCost));
    }
  }
  if (!errors.length && !readVariables) withinLimits.set(document, { limits, schema });
  return errors;
}
