// The scoring rules of product-rules §3, as a pure function: item matching (products' matches[], the
// product's and the campaign's exclusions[]), score per unit (period product, campaign product, or the
// category's), the three period limits, plan and bonus units. Quantities are counted in thousandths
// (numeric(12,3)) so that weight goods add up exactly; scores are rounded down per item.

export interface ScoringProduct {
  productId: number;
  /** Lower-cased. */
  matches: string[];
  /** Lower-cased. */
  exclusions: string[];
  /** Points per unit: the period product's, the campaign product's, or the category's. */
  score: number;
  /** Extra points per unit beyond the plan. */
  bonusScore: number;
  /** Where `score` comes from (the rule's order: period product, campaign product, category); none for matching alone. */
  source?: ScoreSource;
}

/** The home of a product's points per unit, as `loadCatalogue` chose it: the period's, the campaign's, else its category's (named). */
export type ScoreSource = { kind: 'period' | 'campaign' } | { kind: 'category'; category: string | null };

export interface ScoringInput {
  /** A line with a `productId` (chosen by staff, or matched before) keeps that product; the others are matched by name. */
  items: Array<{ name: string; quantity: number; productId?: number | null }>;
  products: ScoringProduct[];
  /** A line's own product outside `products` (not in the period's campaign): scored at its category's score. */
  outside?: (productId: number) => ScoringProduct | null;
  /** The campaign's exclusions, lower-cased. */
  campaignExclusions: string[];
  ticketSalesLimit: number | null;
  userScoreLimit: number | null;
  placeScoreLimit: number | null;
  /** Points the user already has in the period. */
  userPeriodScore: number;
  /** Points the place already has in the period. */
  placePeriodScore: number;
  /** The place's plan for the period (units) and its fact so far; null without a plan. */
  plan: { plan: number; fact: number } | null;
}

/** No limits, no points before and no plan: a ticket's points by spec §4 alone (a staff edit). */
export const UNLIMITED = {
  ticketSalesLimit: null,
  userScoreLimit: null,
  placeScoreLimit: null,
  userPeriodScore: 0,
  placePeriodScore: 0,
  plan: null,
} as const satisfies Partial<ScoringInput>;

export type LimitKind = 'ticketSalesLimit' | 'userScoreLimit' | 'placeScoreLimit';

export const LIMIT_REASONS: Record<LimitKind, string> = {
  ticketSalesLimit: 'Превышен лимит товаров в одном чеке',
  userScoreLimit: 'Превышен лимит баллов пользователя за период',
  placeScoreLimit: 'Превышен лимит баллов торговой точки за период',
};

export interface ScoredItem {
  productId: number | null;
  /** Where the line's points per unit come from; null when no product counts it. */
  source: ScoreSource | null;
  /** Counted (scored) units. */
  counted: number;
  score: number;
}

export interface ScoringResult {
  items: ScoredItem[];
  score: number;
  /** Matched units (whether or not a limit stopped them). */
  totalSales: number;
  /** Matched item lines. */
  scoredItems: number;
  /** Counted units while fact < plan. */
  planSales: number;
  /** Counted units beyond the plan. */
  bonusSales: number;
  /** Limits that stopped units from being scored, in the order they were hit. */
  limitsHit: LimitKind[];
}

const MILLI = 1000;

export function matchProduct(name: string, products: ScoringProduct[], campaignExclusions: string[]): ScoringProduct | null {
  const lower = name.toLowerCase();
  if (campaignExclusions.some((word) => word !== '' && lower.includes(word))) return null;
  for (const product of products) {
    if (!product.matches.some((word) => word !== '' && lower.includes(word))) continue;
    if (product.exclusions.some((word) => word !== '' && lower.includes(word))) continue;
    return product;
  }
  return null;
}

/** The product a line already has: the period's (its score there), else the `outside` one. */
function ownProduct(productId: number, input: ScoringInput): ScoringProduct | null {
  return input.products.find((p) => p.productId === productId) ?? input.outside?.(productId) ?? null;
}

export function scoreTicket(input: ScoringInput): ScoringResult {
  const infinite = Number.POSITIVE_INFINITY;
  let ticketUnitsLeft = input.ticketSalesLimit === null ? infinite : Math.max(0, input.ticketSalesLimit) * MILLI;
  // Budgets in thousandths of a point.
  let userLeft = input.userScoreLimit === null ? infinite : Math.max(0, input.userScoreLimit - input.userPeriodScore) * MILLI;
  let placeLeft = input.placeScoreLimit === null ? infinite : Math.max(0, input.placeScoreLimit - input.placePeriodScore) * MILLI;
  let planLeft = input.plan === null ? infinite : Math.max(0, Math.round((input.plan.plan - input.plan.fact) * MILLI));
  const limitsHit: LimitKind[] = [];
  const hit = (kind: LimitKind) => {
    if (!limitsHit.includes(kind)) limitsHit.push(kind);
  };

  let totalMilli = 0;
  let planMilli = 0;
  let bonusMilli = 0;
  let scoredItems = 0;
  const items: ScoredItem[] = [];
  for (const item of input.items) {
    const product = item.productId == null ? matchProduct(item.name, input.products, input.campaignExclusions) : ownProduct(item.productId, input);
    if (!product) {
      items.push({ productId: item.productId ?? null, source: null, counted: 0, score: 0 });
      continue;
    }
    scoredItems += 1;
    let remaining = Math.max(0, Math.round(item.quantity * MILLI));
    totalMilli += remaining;
    let countedMilli = 0;
    let itemScoreMilli = 0; // thousandths of a point × thousandths of a unit / MILLI
    while (remaining > 0) {
      let chunk = Math.min(MILLI, remaining);
      if (ticketUnitsLeft < chunk) {
        hit('ticketSalesLimit');
        chunk = ticketUnitsLeft;
        if (chunk <= 0) break;
      }
      const inPlan = Math.min(chunk, planLeft);
      const inBonus = chunk - inPlan;
      const chunkScore = product.score * chunk + product.bonusScore * inBonus; // milli-points
      if (chunkScore > userLeft) {
        hit('userScoreLimit');
        break;
      }
      if (chunkScore > placeLeft) {
        hit('placeScoreLimit');
        break;
      }
      userLeft -= chunkScore;
      placeLeft -= chunkScore;
      ticketUnitsLeft -= chunk;
      planLeft -= inPlan;
      planMilli += inPlan;
      bonusMilli += inBonus;
      countedMilli += chunk;
      itemScoreMilli += chunkScore;
      remaining -= chunk;
      if (remaining > 0 && ticketUnitsLeft <= 0) {
        hit('ticketSalesLimit');
        break;
      }
    }
    items.push({ productId: product.productId, source: product.source ?? null, counted: countedMilli / MILLI, score: Math.floor(itemScoreMilli / MILLI) });
  }
  return {
    items,
    score: items.reduce((sum, item) => sum + item.score, 0),
    totalSales: totalMilli / MILLI,
    scoredItems,
    planSales: planMilli / MILLI,
    bonusSales: bonusMilli / MILLI,
    limitsHit,
  };
}
