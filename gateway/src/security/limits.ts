// Limits on what one operation may ask for, applied alike to HTTP and WebSocket operations:
// selection depth, number of aliases, and a cost estimate where a paged list multiplies the cost
// of what it selects by its page size.
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

export interface OperationLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

export const DEFAULT_LIMITS: OperationLimits = { maxDepth: 10, maxAliases: 30, maxCost: 20_000 };

/** Page size assumed for a list field without an explicit `pageSize` argument. */
const DEFAULT_LIST_SIZE = 24;
const MAX_LIST_SIZE = 100;

function limitError(message: string, node: FieldNode | undefined, limit: string, value: number, max: number) {
  return new GraphQLError(message, {
    nodes: node ? [node] : undefined,
    extensions: { code: 'BAD_USER_INPUT', limit, value, max },
  });
}

function intArg(field: FieldNode, name: string, variables: Record<string, unknown>): number | undefined {
  const arg = field.arguments?.find((a) => a.name.value === name);
  if (!arg) return undefined;
  const value: ValueNode = arg.value;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const v = variables[value.name.value];
    return typeof v === 'number' ? v : undefined;
  }
  return undefined;
}

interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

function measure(
  set: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  seen: Set<string>,
  deepestField: { node?: FieldNode },
): Measure {
  const total: Measure = { depth: 0, aliases: 0, cost: 0 };
  if (!set) return total;
  for (const sel of set.selections) {
    let inner: Measure;
    if (sel.kind === Kind.FIELD) {
      if (sel.name.value.startsWith('__')) continue;
      const child = measure(sel.selectionSet, fragments, variables, seen, deepestField);
      const pageSize = sel.selectionSet ? intArg(sel, 'pageSize', variables) : undefined;
      const listFactor = sel.arguments?.some((a) => a.name.value === 'pageSize')
        ? Math.min(pageSize ?? DEFAULT_LIST_SIZE, MAX_LIST_SIZE)
        : 1;
      inner = {
        depth: child.depth + 1,
        aliases: child.aliases + (sel.alias ? 1 : 0),
        cost: 1 + child.cost * listFactor,
      };
      if (inner.depth > total.depth) deepestField.node = sel;
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(sel.selectionSet, fragments, variables, seen, deepestField);
    } else {
      const name = sel.name.value;
      if (seen.has(name)) continue; // a fragment cycle is reported by graphql's own rules
      seen.add(name);
      inner = measure(fragments[name]?.selectionSet, fragments, variables, seen, deepestField);
      seen.delete(name);
    }
    total.depth = Math.max(total.depth, inner.depth);
    total.aliases += inner.aliases;
    total.cost += inner.cost;
  }
  return total;
}

/** Checks one operation document; returns the errors (empty when within the limits). */
export function checkLimits(
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  limits: OperationLimits = DEFAULT_LIMITS,
): GraphQLError[] {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
  }
  const errors: GraphQLError[] = [];
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    const deepest: { node?: FieldNode } = {};
    const m = measure(def.selectionSet, fragments, variables, new Set(), deepest);
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
  return errors;
}
