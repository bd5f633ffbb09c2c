// What scoring needs from the campaign tables, loaded in a few queries and cached for a moment
// (the auto-processor scores thousands of tickets a second against the same catalogue).
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { readCatalogueRows, type PeriodRow } from './catalogue-repository';
import type { ScoreSource, ScoringProduct } from './scoring';

/** A period; its limits are the campaign's where it has none of its own. */
export interface CataloguePeriod extends PeriodRow {
  campaignExclusions: string[];
  /** Matching order: by campaign product id. */
  products: ScoringProduct[];
}

export interface CatalogueProduct {
  id: number;
  title: string;
  matches: string[];
  recommendedPrice: number | null;
  /** The category's points per unit (spec §4), for a line whose product is outside the period's campaign. */
  categoryScore: number;
  categoryTitle: string | null;
}

export interface Catalogue {
  periods: CataloguePeriod[];
  /** Every product (the fiscal simulator writes receipt lines from them). */
  products: CatalogueProduct[];
}

function words(value: unknown): string[] {
  return Array.isArray(value)
    ? value
        .filter((w): w is string => typeof w === 'string')
        .map((w) => w.trim().toLowerCase())
        .filter((w) => w !== '')
    : [];
}

/** The one place that says whose points a campaign product earns: the period's, else the campaign's, else its category's. */
function scoreSource(periodScore: number | null, campaignScore: number | null, category: string | null): ScoreSource {
  if (periodScore !== null) return { kind: 'period' };
  if (campaignScore !== null) return { kind: 'campaign' };
  return { kind: 'category', category };
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export async function loadCatalogue(db: Kysely<DB>): Promise<Catalogue> {
  const { periods, campaignProducts, periodProducts, products } = await readCatalogueRows(db);

  const overrides = new Map<string, { score: number | null; bonusScore: number | null }>();
  for (const row of periodProducts) overrides.set(`${row.periodId}:${row.productId}`, row);

  return {
    periods: periods.map((p) => ({
      id: p.id,
      campaignId: p.campaignId,
      startDate: new Date(p.startDate),
      endDate: new Date(p.endDate),
      requiresRegistration: p.requiresRegistration,
      ticketSalesLimit: num(p.ticketSalesLimit ?? p.campaignTicketSalesLimit),
      userScoreLimit: num(p.userScoreLimit ?? p.campaignUserScoreLimit),
      placeScoreLimit: num(p.placeScoreLimit ?? p.campaignPlaceScoreLimit),
      campaignExclusions: words(p.campaignExclusions),
      products: campaignProducts
        .filter((cp) => cp.campaignId === p.campaignId)
        .map((cp) => {
          const override = overrides.get(`${p.id}:${cp.productId}`);
          return {
            productId: cp.productId,
            matches: words(cp.matches),
            exclusions: words(cp.exclusions),
            score: Number(override?.score ?? cp.score ?? cp.categoryScore ?? 0),
            bonusScore: Number(override?.bonusScore ?? cp.bonusScore ?? 0),
            source: scoreSource(override?.score ?? null, cp.score, cp.categoryTitle),
          };
        }),
    })),
    products: products.map((p) => ({
      id: p.id,
      title: p.title,
      matches: words(p.matches),
      recommendedPrice: num(p.recommendedPrice ?? p.categoryPrice),
      categoryScore: Number(p.categoryScore ?? 0),
      categoryTitle: p.categoryTitle,
    })),
  };
}

/**
 * Scoring's `outside`: a line's own product that is not among its period's campaign products (or a
 * ticket with no period) counts at its category's score (spec §4), without bonus; unknown ids score nothing.
 */
export function outsideProducts(catalogue: Catalogue): (productId: number) => ScoringProduct | null {
  return (productId) => {
    const product = catalogue.products.find((p) => p.id === productId);
    return product ? { productId, matches: [], exclusions: [], score: product.categoryScore, bonusScore: 0, source: { kind: 'category', category: product.categoryTitle } } : null;
  };
}

/**
 * The period of a ticket: a period of an active campaign that contains its dateTime, the place's own
 * campaign first, then the lowest id.
 */
export function periodFor(catalogue: Catalogue, dateTime: Date | null, placeCampaignId: number | null): CataloguePeriod | null {
  if (!dateTime) return null;
  const t = dateTime.getTime();
  const candidates = catalogue.periods.filter((p) => p.startDate.getTime() <= t && t <= p.endDate.getTime());
  if (candidates.length === 0) return null;
  const own = placeCampaignId === null ? undefined : candidates.find((p) => p.campaignId === placeCampaignId);
  return own ?? [...candidates].sort((a, b) => a.id - b.id)[0]!;
}

/** A catalogue cached for `ttlMs`; `invalidate()` forces the next read to load it again. */
export class CatalogueCache {
  #value: Promise<Catalogue> | null = null;
  #loadedAt = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly ttlMs = 2000,
  ) {}

  get(): Promise<Catalogue> {
    if (!this.#value || Date.now() - this.#loadedAt > this.ttlMs) {
      this.#loadedAt = Date.now();
      this.#value = loadCatalogue(this.db);
      this.#value.catch(() => {
        this.#value = null;
      });
    }
    return this.#value;
  }

  invalidate(): void {
    this.#value = null;
  }
}
