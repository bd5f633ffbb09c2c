// The catalogue's own queries: the products of a campaign (product categories have only the generic ones).
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AuthUser } from '../models/definition';
import type { ModelEngine } from '../models/engine';
import { ModelRepository } from '../models/repository';

export class ProductsRepository extends ModelRepository {
  constructor(engine: ModelEngine) {
    super(engine, 'Product');
  }

  /** Products that are (not) campaign products of the campaign; 404/403 for the campaign first. */
  async inCampaign(campaignId: number | null, caller: AuthUser, rawId: unknown, inside: boolean): Promise<RawBuilder<SqlBool>> {
    await this.engine.assertReadable('Campaign', campaignId, caller, rawId);
    const ids = sql`select cp.product_id from campaign_products cp where cp.campaign_id = ${campaignId}`;
    return inside ? sql<SqlBool>`products.id in (${ids})` : sql<SqlBool>`products.id not in (${ids})`;
  }
}
