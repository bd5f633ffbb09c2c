// The geography domain's own queries (the places of a user); regions, adm. entities, place types and
// cities have only the generic ones (models/repository.ts).
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AuthUser } from '../models/definition';
import type { ModelEngine } from '../models/engine';
import { ModelRepository } from '../models/repository';

export class PlacesRepository extends ModelRepository {
  constructor(engine: ModelEngine) {
    super(engine, 'Place');
  }

  /**
   * The places of a user: a regional manager's are those of its cities; a sales rep's and a
   * vendor's are its assignments and its main place. 404/403 when the caller may not see the user.
   */
  async inUser(userId: number | null, caller: AuthUser, rawId: unknown, inside: boolean): Promise<RawBuilder<SqlBool>> {
    await this.engine.assertReadable('User', userId, caller, rawId);
    const condition = sql<SqlBool>`(
      places.id in (select up.place_id from user_places up where up.user_id = ${userId})
      or places.id in (select u.place_id from users u where u.id = ${userId} and u.place_id is not null)
      or places.city_id in (select uc.city_id from user_cities uc join users u on u.id = uc.user_id
                            join roles r on r.id = u.role_id where uc.user_id = ${userId} and r.name = 'regionalManager'))`;
    return inside ? condition : sql<SqlBool>`not ${condition}`;
  }
}
