// The demo's geography: federal districts, place types, 8 regions, 42 cities and 118 places with
// their fiscal details (what the receipts of a place carry).
import { CHAINS, FEDERAL_DISTRICTS, OFDS, PLACE_TYPES, REGIONS, STREETS, SURNAMES, FEMALE_NAMES } from '../data';
import type { CityRow, PlaceRow, RegionRow } from '../types';
import { femaleSurname, json, pad, REGION_CODES, round, type DemoContext, type PlaceInfo } from './common';

/** Regional chains only trade in their regions. */
const CHAIN_REGIONS: Record<string, string[]> = {
  Монетка: ['Свердловская область'],
  'Мария-Ра': ['Новосибирская область'],
  Дикси: ['Московская область', 'Ленинградская область'],
  Верный: ['Московская область', 'Ленинградская область', 'Свердловская область'],
};

export function demoGeography({ prng, stamp }: DemoContext) {
  const admEntities = FEDERAL_DISTRICTS.map((title, i) => ({ id: i + 1, title, ...stamp }));
  const placeTypes = PLACE_TYPES.map((title, i) => ({ id: i + 1, title, ...stamp }));
  const regions: RegionRow[] = REGIONS.map((region, i) => ({ id: i + 1, title: region.title, ...stamp }));

  // Cities and places.
  const cities: CityRow[] = [];
  const places: PlaceRow[] = [];
  const placeInfo: PlaceInfo[] = [];
  REGIONS.forEach((region, regionIndex) => {
    const code = REGION_CODES[region.title] ?? '77';
    const chains = CHAINS.filter(([chain]) => !CHAIN_REGIONS[chain] || CHAIN_REGIONS[chain]!.includes(region.title));
    for (const [title, lat, lng, size] of region.cities) {
      const cityId = cities.length + 1;
      cities.push({
        id: cityId,
        title,
        regionId: regionIndex + 1,
        admEntityId: FEDERAL_DISTRICTS.indexOf(region.district) + 1,
        timeZone: region.timeZone,
        location: json({ lat, lng }),
        ...stamp,
      });
      const count = size === 'big' ? 4 : cityId % 2 === 0 ? 2 : 3;
      for (let k = 0; k < count; k++) {
        const id = places.length + 1;
        const [chain, placeType, numbered] = prng.pick(chains);
        const location = { lat: round(lat + (prng.next() - 0.5) * 0.06, 6), lng: round(lng + (prng.next() - 0.5) * 0.06, 6) };
        const inn = code + prng.digits(10);
        const corpus = prng.chance(0.2) ? `, корп. ${prng.int(1, 4)}` : '';
        places.push({
          id,
          internalId: `TT-${pad(id, 6)}`,
          title: numbered ? `${chain} №${prng.int(1000, 9999)}` : chain,
          description: chain === 'Продукты 24' ? `${placeType}, круглосуточно` : `${placeType}, ежедневно с 8:00 до 23:00`,
          address: `г. ${title}, ${prng.pick(STREETS)}, д. ${prng.int(1, 150)}${corpus}`,
          inn,
          location: json(location),
          image: null,
          cityId,
          campaignId: null,
          placeTypeId: PLACE_TYPES.indexOf(placeType) + 1,
          distributingFacilityId: null,
          blocked: id % 40 === 0, // two closed shops
          ...stamp,
        });
        placeInfo.push({
          id,
          cityId,
          regionTitle: region.title,
          utcOffset: region.utcOffset,
          location,
          inn,
          fiscalDriveNumber: `99604403${prng.digits(8)}`,
          kktRegId: `000${prng.digits(13)}`,
          ofd: prng.pick(OFDS),
          cashiers: [0, 1].map(() => `Кассир ${femaleSurname(prng.pick(SURNAMES))} ${prng.pick(FEMALE_NAMES)[0]}.`),
          nextDocument: prng.int(1000, 40000),
          shiftBase: prng.int(100, 900),
          taxationType: prng.pick([1, 1, 2, 4]),
        });
      }
    }
  });
  return { admEntities, placeTypes, regions, cities, places, placeInfo };
}
