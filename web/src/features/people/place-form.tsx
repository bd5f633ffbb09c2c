// The place's own fields (spec §2, §3), edited or, where the policy refuses it, read (PlaceFacts).
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Field, SimpleGrid } from '@chakra-ui/react';
import { Facts } from '../../shared/ui/facts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as z from '../../shared/form/schema';
import { graphql } from '../../__generated__';
import type { FileInput, PlaceRouteQuery } from '../../__generated__/graphql';
import { EMPTY } from '../../shared/format';
import { changedInput, CheckboxField, Form, KEEP_EDITS, SubmitButton, TextField, useZodForm } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { CITY_SELECT_LIMIT, optionLabel, TitledSelect } from '../../shared/ui/search-select';
import { ImagePicker } from './image-picker';
import { useLookups, type Titled } from '../../shared/lookups';
import { peopleMessages } from './messages';
import { placeMessages } from './place-messages';

const CreatePlaceMutation = graphql(`
  mutation CreatePlace($input: PlaceInput!) {
    createPlace(input: $input) {
      id
      title
    }
  }
`);

const UpdatePlaceMutation = graphql(`
  mutation UpdatePlace($id: Int!, $input: PlacePatch!, $expectedUpdatedAt: DateTime) {
    updatePlace(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {
      ...PlacePage_place @unmask
    }
  }
`);

type Place = PlaceRouteQuery['place'];

export function PlaceFacts({ place }: { place: Place }) {
  const t = useMessages(peopleMessages);
  const tp = useMessages(placeMessages);
  const rows: [string, string][] = [
    [tp.place.title, optionLabel(place.title)],
    [tp.place.description, place.description ?? EMPTY],
    [tp.place.address, place.address ?? EMPTY],
    [tp.place.inn, place.inn ?? EMPTY],
    [tp.place.internalId, place.internalId ?? EMPTY],
    [tp.place.city, place.city?.title ?? EMPTY],
    [tp.place.placeType, place.placeType?.title ?? EMPTY],
    [tp.place.campaign, place.campaign?.title ?? EMPTY],
    [tp.place.distributingFacilityId, place.distributingFacilityId == null ? EMPTY : String(place.distributingFacilityId)],
    [tp.place.blocked, place.blocked ? t.yes : t.no],
    [tp.place.image, place.image ? place.image.url : EMPTY],
    [tp.place.lat, place.location ? String(place.location.lat) : EMPTY],
    [tp.place.lng, place.location ? String(place.location.lng) : EMPTY],
  ];
  return <Facts rows={rows} />;
}

const titled = z.nullable(z.object({ id: z.number(), title: z.nullable(z.string()) }));

function placeValues(place: Place | null) {
  return {
    title: place?.title ?? '',
    description: place?.description ?? '',
    address: place?.address ?? '',
    inn: place?.inn ?? '',
    internalId: place?.internalId ?? '',
    city: place?.city ?? null,
    placeType: place?.placeType ?? null,
    campaign: place?.campaign ?? null,
    blocked: place?.blocked ?? false,
    distributingFacilityId: place?.distributingFacilityId == null ? '' : String(place.distributingFacilityId),
    lat: place?.location ? String(place.location.lat) : '',
    lng: place?.location ? String(place.location.lng) : '',
  };
}

export function PlaceForm({ place }: { place: Place | null }) {
  const t = useMessages(peopleMessages);
  const tp = useMessages(placeMessages);
  const navigate = useNavigate();
  const lookups = useLookups();
  const [create] = useMutation(CreatePlaceMutation);
  const [update] = useMutation(UpdatePlaceMutation);
  const client = useApolloClient();
  const [image, setImage] = useState<FileInput | null | undefined>(undefined);
  // The new place opens once the form is clean again (the unsaved-changes guard would ask first).
  const [created, setCreated] = useState<number | null>(null);
  useEffect(() => {
    if (created !== null) void navigate(to(paths.place, { id: created }), { replace: true });
  }, [created, navigate]);
  const form = useZodForm(
    ({ f }) =>
      z
        .object({
          title: f.required(),
          description: f.text(2000),
          address: f.text(),
          inn: f.inn(),
          internalId: f.text(),
          city: titled.check(z.refine((v) => v !== null, tp.place.cityRequired)),
          placeType: titled,
          campaign: titled,
          blocked: f.checkbox(),
          distributingFacilityId: f.integer({ min: 1 }),
          lat: f.decimal({ min: -90, max: 90 }),
          lng: f.decimal({ min: -180, max: 180 }),
        })
        .check(
          z.superRefine((v, ctx) => {
            if ((v.lat === null) !== (v.lng === null)) ctx.addIssue({ code: 'custom', path: [v.lat === null ? 'lat' : 'lng'], message: tp.place.both });
          }),
        ),
    { defaultValues: placeValues(place) },
  );
  // The form follows the place as changed elsewhere (issue 39); what the user is typing stays.
  useEffect(() => {
    if (place) form.reset(placeValues(place), KEEP_EDITS);
  }, [place, form]);

  const selector = (name: 'city' | 'placeType' | 'campaign', label: string, search: (text: string, limit: number) => Promise<Titled[]>, limit?: number) => {
    const error = form.getFieldState(name, form.formState).error;
    return (
      <Field.Root invalid={Boolean(error)}>
        <TitledSelect
          label={label}
          search={search}
          limit={limit}
          value={form.watch(name) ?? null}
          onChange={(x) => form.setValue(name, x, { shouldDirty: true, shouldTouch: true, shouldValidate: true })}
        />
        {error?.message && <Field.ErrorText>{error.message}</Field.ErrorText>}
      </Field.Root>
    );
  };

  return (
    <Form
      form={form}
      label={place ? t.single.place : t.single.newPlace}
      onStale={() => client.refetchQueries({ include: ['PlaceRoute'] })}
      success={place ? tp.place.saved : tp.place.created}
      onSubmit={async (v, changed) => {
        const input = {
          title: v.title,
          description: v.description,
          address: v.address,
          inn: v.inn,
          internalId: v.internalId,
          cityId: v.city!.id,
          placeTypeId: v.placeType?.id ?? null,
          campaignId: v.campaign?.id ?? null,
          blocked: v.blocked,
          distributingFacilityId: v.distributingFacilityId,
          // A new photo, or null when removed; left out when unchanged.
          image,
          location: v.lat !== null && v.lng !== null ? { lat: v.lat, lng: v.lng } : null,
        };
        const from = { cityId: ['city'], placeTypeId: ['placeType'], campaignId: ['campaign'], location: ['lat', 'lng'] };
        // On the version the page shows: a save over someone else's change is refused (issue 39).
        const variables = place && { id: place.id, input: { ...changedInput(input, changed, from), image }, expectedUpdatedAt: place.updatedAt };
        if (variables) return (await update({ variables })).data?.updatePlace;
        return (await create({ variables: { input } })).data?.createPlace;
      }}
      onSaved={(result) => {
        const saved = result as { id: number } | undefined;
        if (!place && saved) setCreated(saved.id);
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField form={form} name="title" label={tp.place.title} required />
        <TextField form={form} name="address" label={tp.place.address} />
        <TextField form={form} name="inn" label={tp.place.inn} inputProps={{ inputMode: 'numeric' }} />
        <TextField form={form} name="internalId" label={tp.place.internalId} />
        {selector('city', `${tp.place.city} *`, lookups.cities, CITY_SELECT_LIMIT)}
        {selector('placeType', tp.place.placeType, lookups.placeTypes)}
        {selector('campaign', tp.place.campaign, lookups.newestCampaigns)}
        <TextField form={form} name="distributingFacilityId" label={tp.place.distributingFacilityId} inputProps={{ inputMode: 'numeric' }} />
        <TextField form={form} name="lat" label={tp.place.lat} helper={tp.place.latRange} inputProps={{ inputMode: 'decimal' }} />
        <TextField form={form} name="lng" label={tp.place.lng} helper={tp.place.lngRange} inputProps={{ inputMode: 'decimal' }} />
      </SimpleGrid>
      <TextField form={form} name="description" label={tp.place.description} multiline />
      <ImagePicker
        label={tp.place.image}
        src={image === null ? null : place?.image?.thumb}
        container="places"
        onUploaded={(file) => setImage(file)}
        onRemove={() => setImage(null)}
      />
      <CheckboxField form={form} name="blocked" label={tp.place.blocked} />
      <SubmitButton form={form} />
    </Form>
  );
}
