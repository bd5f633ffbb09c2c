// The queries of the scoring catalogue (processor/catalogue.ts): active campaigns' periods with their
// limits, their products with the products' words and categories, the periods' overrides, and every
// product with its recommended price.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** A period of an active campaign and its limits. */
export interface PeriodRow {
  id: number;
  campaignId: number;
  startDate: Date;
  endDate: Date;
  requiresRegistration: boolean;
  ticketSalesLimit: number | null;
  userScoreLimit: number | null;
  placeScoreLimit: number | null;
}

/** The catalogue's rows, as stored (four queries). */
export async function readCatalogueRows(db: Kysely<DB>) {
  const periods = await sql<
    PeriodRow & {
      campaignExclusions: unknown;
      campaignTicketSalesLimit: number | null;
      campaignUserScoreLimit: number | null;
      campaignPlaceScoreLimit: number | null;
    }
  >`
    select p.id, p.campaign_id, p.start_date, p.end_date, p.requires_registration,
           p.ticket_sales_limit, p.user_score_limit, p.place_score_limit,
           c.exclusions as campaign_exclusions, c.ticket_sales_limit as campaign_ticket_sales_limit,
           c.user_score_limit as campaign_user_score_limit, c.place_score_limit as campaign_place_score_limit
    from periods p join campaigns c on c.id = p.campaign_id
    where c.is_active
    order by p.start_date, p.id`.execute(db);
  const campaignProducts = await sql<{
    campaignId: number;
    productId: number;
    score: number | null;
    bonusScore: number | null;
    matches: unknown;
    exclusions: unknown;
    categoryScore: number | null;
    categoryTitle: string | null;
  }>`
    select cp.campaign_id, cp.product_id, cp.score, cp.bonus_score, pr.matches, pr.exclusions, pc.score as category_score, pc.title as category_title
    from campaign_products cp
    join campaigns c on c.id = cp.campaign_id and c.is_active
    join products pr on pr.id = cp.product_id
    left join product_categories pc on pc.id = pr.category_id
    order by cp.id`.execute(db);
  const periodProducts = await sql<{ periodId: number; productId: number; score: number | null; bonusScore: number | null }>`
    select period_id, product_id, score, bonus_score from period_products`.execute(db);
  const products = await sql<{
    id: number;
    title: string;
    matches: unknown;
    recommendedPrice: string | number | null;
    categoryPrice: string | number | null;
    categoryScore: number | null;
    categoryTitle: string | null;
  }>`
    select pr.id, pr.title, pr.matches, pr.recommended_price, pc.recommended_price as category_price, pc.score as category_score, pc.title as category_title
    from products pr left join product_categories pc on pc.id = pr.category_id order by pr.id`.execute(db);
  return { periods: periods.rows, campaignProducts: campaignProducts.rows, periodProducts: periodProducts.rows, products: products.rows };
}
