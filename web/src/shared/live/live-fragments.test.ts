// Issue 28: "one route query per screen that spreads its components' fragments; mutations answer the
// changed entity so the cache updates everywhere; subscriptions share those fragments". Every live
// detail page's `recordChanged` subscription selects, on its record, exactly the page's fragment, the
// fragment its route query spreads; a field written into one of them by hand (and so missed by the
// other) fails here. Read from the generated documents, i.e. what is sent.
import { Kind, visit, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../__generated__/graphql';

interface LivePage {
  /** The route query of the page. */
  route: string;
  /** The page's fragment of the record: the route query, the subscription and the saves spread it. */
  fragment: string;
  /** What the route query selects on the record beside the fragment: other records, read apart, or a part kept current apart. */
  besideInRoute: string[];
  /** Sections read on demand that the subscription keeps current beside the page's fragment. */
  onDemand: string[];
  /** The saves answering the record (they spread the fragment, with more where they change more). */
  saves: string[];
}

const LIVE_PAGES: Record<string, LivePage> = {
  // The periods are records of their own (their page follows them).
  CampaignLive: { route: 'CampaignRoute', fragment: 'CampaignPage_campaign', besideInRoute: ['periods'], onDemand: [], saves: ['UpdateCampaign'] },
  PeriodLive: { route: 'PeriodRoute', fragment: 'PeriodPage_period', besideInRoute: [], onDemand: [], saves: ['CreatePeriod', 'UpdatePeriod'] },
  // The cities are asked for only on some roles' pages (`@include`), the subscription has no such variable.
  PersonLive: { route: 'PersonRoute', fragment: 'PersonPage_user', besideInRoute: ['cities'], onDemand: [], saves: ['UpdateUser'] },
  // The people of a place change by the assignment mutations, which answer these lists.
  PlaceLive: { route: 'PlaceRoute', fragment: 'PlacePage_place', besideInRoute: ['users', 'regionalManagers'], onDemand: [], saves: ['UpdatePlace'] },
  // A ticket's actions answer the cards they change (decisions: a write's answer stands for the row);
  // its history is read when asked for and kept current by the live change. Its chat's first page
  // comes with the route (issue 27) and is kept current by the chat's own `ticketMessageAdded`.
  TicketLive: { route: 'TicketRoute', fragment: 'TicketPage_ticket', besideInRoute: ['...TicketChat_ticket'], onDemand: ['TicketHistory_ticket'], saves: [] },
};

const documents: DocumentNode[] = Object.values(generated).filter(
  (value): value is DocumentNode => typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT,
);

function operation(doc: DocumentNode): OperationDefinitionNode | undefined {
  return doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
}

function operationNamed(name: string): DocumentNode {
  const doc = documents.find((d) => operation(d)?.name?.value === name);
  if (!doc) throw new Error(`no generated document for the operation ${name}`);
  return doc;
}

function fragmentIn(doc: DocumentNode, name: string): FragmentDefinitionNode | undefined {
  return doc.definitions.find((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name);
}

/** Each selection as text: a field by its name, a spread as `...Name`, an inline fragment as `... on Type`. */
function selectionNames(set: SelectionSetNode | undefined): string[] {
  return (set?.selections ?? []).map((s) => {
    if (s.kind === Kind.FIELD) return s.name.value;
    if (s.kind === Kind.FRAGMENT_SPREAD) return `...${s.name.value}`;
    return `... on ${s.typeCondition?.name.value ?? '?'}`;
  });
}

/** The fields of the operation (at any depth) whose selection spreads `fragment`. */
function fieldsSpreading(doc: DocumentNode, fragment: string): FieldNode[] {
  const found: FieldNode[] = [];
  const op = operation(doc);
  if (!op) return found;
  visit(op, {
    Field(node) {
      if (node.selectionSet?.selections.some((s) => s.kind === Kind.FRAGMENT_SPREAD && s.name.value === fragment)) found.push(node);
    },
  });
  return found;
}

const liveSubscriptions = documents.filter((doc) => {
  const op = operation(doc);
  return op?.operation === 'subscription' && op.selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value === 'recordChanged');
});

describe('live subscriptions share the page fragment (issue 28)', () => {
  it('knows every recordChanged subscription of the web, and each page listed has one', () => {
    expect(liveSubscriptions.map((doc) => operation(doc)!.name!.value).sort()).toEqual(Object.keys(LIVE_PAGES).sort());
  });

  describe.each(Object.entries(LIVE_PAGES))('%s', (name, page) => {
    const live = operationNamed(name);
    const route = operationNamed(page.route);

    it("selects on its record exactly the page's fragment (and the on-demand sections it keeps current)", () => {
      const changed = operation(live)!.selectionSet.selections.find((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === 'recordChanged')!;
      const record = changed.selectionSet!.selections.find((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === 'record');
      const type = fragmentIn(live, page.fragment)?.typeCondition.name.value;
      expect(type).toBeDefined();
      expect(selectionNames(record?.selectionSet)).toEqual([`... on ${type}`]);
      const inline = record!.selectionSet!.selections[0]!;
      expect(inline.kind).toBe(Kind.INLINE_FRAGMENT);
      expect(selectionNames(inline.kind === Kind.INLINE_FRAGMENT ? inline.selectionSet : undefined)).toEqual([`...${page.fragment}`, ...page.onDemand.map((f) => `...${f}`)]);
    });

    it('the route query reads the record through the same fragment, with only other records beside it', () => {
      const fields = fieldsSpreading(route, page.fragment);
      expect(fields).toHaveLength(1);
      expect(selectionNames(fields[0]!.selectionSet)).toEqual([`...${page.fragment}`, ...page.besideInRoute]);
      // The fragment the subscription sends is the very one the route query sends.
      expect(fragmentIn(route, page.fragment)).toEqual(fragmentIn(live, page.fragment));
    });

    for (const save of page.saves) {
      it(`the save ${save} answers the record with the fragment`, () => {
        expect(fieldsSpreading(operationNamed(save), page.fragment)).toHaveLength(1);
      });
    }
  });
});
