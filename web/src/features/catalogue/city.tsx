// `city/{id?}` (spec §2, §3): the editor of title, region, adm. entity, IANA time zone and location,
// delete refused while places are in the city; the list is `cities.tsx`.
import { Field } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import * as z from '../../shared/form/schema';
import { graphql } from '../../__generated__';
import { changedInput, KEEP_EDITS, useZodForm } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { Editor, EditorPage, routeId, useRecordEditor } from './editor-kit';
import { useRegionSearch } from './region-search';
import { catalogueMessages } from './messages';
import { ChoiceSelect } from '../../shared/ui/choice-select';

// The city's fields the editor shows: the route query and both saves' answers spread it, so a field
// added here reaches all three (the answer of a save updates the cached city the editor and the list read).
graphql(`
  fragment CityPage_city on City {
    id
    title
    timeZone
    region {
      id
      title
    }
    admEntity {
      id
      title
    }
    location {
      lat
      lng
    }
  }
`);

const CityRouteQuery = graphql(`
  query CityRoute($id: Int!) {
    city(id: $id) {
      ...CityPage_city @unmask
    }
  }
`);

const CitySelectAdmEntitiesQuery = graphql(`
  query CitySelectAdmEntities($search: String, $pageSize: Int!) {
    admEntities(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {
      items {
        id
        title
      }
    }
  }
`);

const CreateCityMutation = graphql(`
  mutation CreateCity($input: CityInput!) {
    createCity(input: $input) {
      id
      ...CityPage_city
    }
  }
`);

const UpdateCityMutation = graphql(`
  mutation UpdateCity($id: Int!, $input: CityPatch!) {
    updateCity(id: $id, input: $input) {
      ...CityPage_city
    }
  }
`);

const DeleteCityMutation = graphql(`
  mutation DeleteCity($id: Int!) {
    deleteCity(id: $id)
  }
`);

const CityUsageQuery = graphql(`
  query CityUsage($id: Int!) {
    places(where: { cityId: { eq: $id } }, pageSize: 1) {
      total
    }
  }
`);

/** The IANA time zones the browser knows (Russian ones first), for the city's time zone. */
export function timeZones(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Europe/Moscow'];
  const russian = [
    'Europe/Kaliningrad',
    'Europe/Moscow',
    'Europe/Samara',
    'Asia/Yekaterinburg',
    'Asia/Omsk',
    'Asia/Novosibirsk',
    'Asia/Krasnoyarsk',
    'Asia/Irkutsk',
    'Asia/Yakutsk',
    'Asia/Vladivostok',
    'Asia/Magadan',
    'Asia/Kamchatka',
  ];
  return [...russian, ...all.filter((zone) => !russian.includes(zone))];
}

const picked = z.nullable(z.object({ id: z.number(), title: z.nullable(z.string()) }));

export function CityPage() {
  const id = routeId(useParams().id);
  const t = useMessages(catalogueMessages);
  return (
    <EditorPage id={id} texts={t.cities} maxW="3xl">
      <CityEditor key={id ?? 'new'} id={id} />
    </EditorPage>
  );
}

function CityEditor({ id }: { id: number | null }) {
  const t = useMessages(catalogueMessages);
  const [city, { client, create, update, editor }] = useRecordEditor(id, t.cities, {
    read: { query: CityRouteQuery, record: (data) => data.city },
    writes: { create: CreateCityMutation, update: UpdateCityMutation, remove: DeleteCityMutation, typename: 'City' },
    usage: { query: CityUsageQuery, total: (data) => data?.places.total },
    lists: ['cities'],
    leave: paths.cities,
    href: (id) => to(paths.city, { id }),
  });
  const searchRegions = useRegionSearch();
  const zones = useMemo(timeZones, []);
  const form = useZodForm(
    ({ f, m }) =>
      z
        .object({
          title: f.required(255),
          region: picked.check(z.refine((v) => v !== null, m.required)),
          admEntity: picked,
          timeZone: z.string(),
          lat: f.decimal({ min: -90, max: 90 }),
          lng: f.decimal({ min: -180, max: 180 }),
        })
        .check(
          z.superRefine((v, ctx) => {
            if ((v.lat === null) !== (v.lng === null)) ctx.addIssue({ code: 'custom', path: [v.lat === null ? 'lat' : 'lng'], message: t.cities.bothCoordinates });
          }),
        ),
    { defaultValues: { title: '', region: null, admEntity: null, timeZone: 'Europe/Moscow', lat: '', lng: '' } },
  );
  useEffect(() => {
    if (city)
      form.reset(
        {
          title: city.title,
          region: city.region ? { id: city.region.id, title: city.region.title } : null,
          admEntity: city.admEntity ? { id: city.admEntity.id, title: city.admEntity.title } : null,
          timeZone: city.timeZone ?? '',
          lat: city.location ? String(city.location.lat) : '',
          lng: city.location ? String(city.location.lng) : '',
        },
        KEEP_EDITS,
      );
  }, [city, form]);

  const searchAdmEntities = async (text: string, limit: number) =>
    (await client.query({ query: CitySelectAdmEntitiesQuery, variables: { search: text || undefined, pageSize: limit } })).data?.admEntities.items ?? [];

  const timeZone = form.watch('timeZone');
  const timeZoneField = (
    <Field.Root>
      <Field.Label>{t.cities.timeZone}</Field.Label>
      <ChoiceSelect
        value={timeZone}
        onChange={(zone) => form.setValue('timeZone', zone, { shouldDirty: true })}
        choices={zones}
        text={(zone) => zone}
        none={t.cities.timeZoneNone}
      />
    </Field.Root>
  );
  return (
    <Editor
      {...editor}
      form={form}
      onSubmit={async (v, changed) => {
        const input = {
          title: v.title,
          regionId: v.region!.id,
          admEntityId: v.admEntity?.id ?? null,
          timeZone: v.timeZone || null,
          location: v.lat !== null && v.lng !== null ? { lat: v.lat, lng: v.lng } : null,
        };
        if (id === null) return (await create({ variables: { input } })).data?.createCity;
        return (await update({ variables: { id, input: changedInput(input, changed, { regionId: ['region'], admEntityId: ['admEntity'], location: ['lat', 'lng'] }) } })).data
          ?.updateCity;
      }}
      fields={[
        { text: 'title', label: t.common.title, required: true },
        { pick: 'region', label: t.cities.region, search: searchRegions },
        { pick: 'admEntity', label: t.cities.admEntity, search: searchAdmEntities },
        { custom: timeZoneField, key: 'timeZone' },
        {
          row: [
            { text: 'lat', label: t.cities.lat, input: 'decimal' },
            { text: 'lng', label: t.cities.lng, input: 'decimal' },
          ],
        },
      ]}
      back={paths.cities}
    />
  );
}
