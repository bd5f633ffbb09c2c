// One source for a person's cities (issue 22): user_cities (cityIds). A sales rep's home city
// (users.city_id, the lists' "city") becomes one of its cities; a regional manager's or sales rep's
// city_id that is not among its cities becomes the first of them. Regional managers get no new
// city here (user_cities is their scope).
import { sql, type Kysely, type Migration } from 'kysely';

export const personCitiesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`insert into user_cities (user_id, city_id)
      select u.id, u.city_id from users u join roles r on r.id = u.role_id
      where r.name = 'salesMan' and u.city_id is not null
        and not exists (select 1 from user_cities uc where uc.user_id = u.id)
      on conflict do nothing`.execute(db);
    await sql`update users u set city_id = (select min(uc.city_id) from user_cities uc where uc.user_id = u.id)
      where exists (select 1 from user_cities uc where uc.user_id = u.id)
        and (u.city_id is null or not exists (select 1 from user_cities uc where uc.user_id = u.id and uc.city_id = u.city_id))`.execute(db);
  },
};
