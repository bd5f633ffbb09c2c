// A person's own fields (spec §6): the profile edited ('Пользователь обновлен' / 'Ошибка обновления';
// blocking asks first) or, where the policy refuses it, read (PersonFacts); the avatar saved at once.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Facts } from '../../shared/ui/facts';
import * as z from '../../shared/form/schema';
import { graphql } from '../../__generated__';
import type { FileInput, PersonRouteQuery } from '../../__generated__/graphql';
import { EMPTY, formatPhone } from '../../shared/format';
import { changedInput, CheckboxField, Form, KEEP_EDITS, LabeledCheckbox, SubmitButton, TextField, useZodForm } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { runAction } from '../../shared/notify/notify';
import { confirmIntent, useConfirm } from '../../shared/ui/confirm';
import { CITY_SELECT_LIMIT, SearchSelect } from '../../shared/ui/search-select';
import { fixPhone } from '../../shared/validation';
import { ImagePicker } from './image-picker';
import { useLookups } from '../../shared/lookups';
import { peopleMessages } from './messages';

const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: Int!, $input: UserPatch!, $expectedUpdatedAt: DateTime) {
    updateUser(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {
      ...PersonPage_user
      cityId
      city {
        id
        title
      }
      cities {
        id
        title
      }
      history(pageSize: 50) {
        items {
          ...AuditHistory_entry @unmask
        }
      }
    }
  }
`);

type Person = PersonRouteQuery['user'];

/** The avatar with upload and preview, saved at once ('Пользователь обновлен' / 'Ошибка обновления'). */
export function PersonAvatar({ person }: { person: Person }) {
  const t = useMessages(peopleMessages);
  const [update] = useMutation(UpdateUserMutation);
  const save = (avatar: FileInput | null) =>
    runAction(() => update({ variables: { id: person.id, input: { avatar } } }), { success: t.person.updated, errorTitle: t.person.updateFailed });
  return <ImagePicker label={t.person.avatar} src={person.avatar?.thumb} container="avatars" onUploaded={save} onRemove={() => save(null)} />;
}

export function PersonFacts({ person }: { person: Person }) {
  const t = useMessages(peopleMessages);
  const rows: [string, string][] = [
    [t.person.name, person.name ?? EMPTY],
    [t.person.surname, person.surname ?? EMPTY],
    [t.person.middleName, person.middleName ?? EMPTY],
    [t.person.phone, formatPhone(person.phone)],
    [t.person.email, person.email ?? EMPTY],
  ];
  if (person.cities) rows.push([t.person.cities, person.cities.map((c) => c.title).join(', ') || EMPTY]);
  return <Facts rows={rows} />;
}

function personValues(person: Person) {
  return {
    name: person.name ?? '',
    surname: person.surname ?? '',
    middleName: person.middleName ?? '',
    phone: person.phone ?? '+7',
    email: person.email ?? '',
    phoneVerified: person.phoneVerified,
    blocked: person.blocked,
    cities: person.cities ?? [],
  };
}

export function PersonForm({ person }: { person: Person }) {
  const t = useMessages(peopleMessages);
  const confirm = useConfirm();
  const lookups = useLookups();
  const [update] = useMutation(UpdateUserMutation);
  const client = useApolloClient();
  const form = useZodForm(
    ({ f }) =>
      z.object({
        name: f.text(),
        surname: f.text(),
        middleName: f.text(),
        phone: f.phone(),
        email: f.email(),
        phoneVerified: f.checkbox(),
        blocked: f.checkbox(),
        cities: z.array(z.object({ id: z.number(), title: z.nullable(z.string()) })),
      }),
    { defaultValues: personValues(person) },
  );
  // The form follows the person as the page reads it again (a live change, an assignment of places):
  // what the user is typing stays.
  useEffect(() => form.reset(personValues(person), KEEP_EDITS), [person, form]);
  const blocked = form.watch('blocked');
  const cities = form.watch('cities');
  const setCities = (next: (list: typeof cities) => typeof cities) => form.setValue('cities', next(form.getValues('cities')), { shouldDirty: true, shouldTouch: true });
  // The box follows the form's value: a cancelled confirmation leaves it as it was (a native controlled input).

  return (
    <Form
      form={form}
      label={t.person.profile}
      onStale={() => client.refetchQueries({ include: ['PersonRoute'] })}
      success={t.person.updated}
      errorTitle={t.person.updateFailed}
      onSubmit={async ({ cities, ...values }, changed) => {
        // Only what the user changed; a vendor's cities are not loaded, so never changed nor sent.
        const input = changedInput({ ...values, cityIds: cities.map((c) => c.id) }, changed, { cityIds: ['cities'] });
        // On the version the page shows: a save over someone else's change is refused (issue 39).
        const result = await update({ variables: { id: person.id, input, expectedUpdatedAt: person.updatedAt } });
        return result.data?.updateUser;
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField form={form} name="name" label={t.person.name} />
        <TextField form={form} name="surname" label={t.person.surname} />
        <TextField form={form} name="middleName" label={t.person.middleName} />
        <TextField form={form} name="phone" label={t.person.phone} required transformInput={fixPhone} inputProps={{ type: 'tel' }} />
        <TextField form={form} name="email" label={t.person.email} inputProps={{ type: 'email' }} />
      </SimpleGrid>
      <HStack gap="6" wrap="wrap">
        <CheckboxField form={form} name="phoneVerified" label={t.person.phoneVerified} />
        <LabeledCheckbox
          name="blocked"
          label={t.person.blocked}
          intent={confirmIntent}
          checked={Boolean(blocked)}
          onChange={async (next) => {
            if (
              next &&
              !(await confirm({
                description: t.person.blockText,
              }))
            )
              return;
            form.setValue('blocked', next, {
              shouldDirty: true,
              shouldTouch: true,
            });
          }}
        />
      </HStack>
      {person.cities && (
        <Stack gap="2">
          <Text fontWeight="medium" textStyle="sm">
            {t.person.cities}
          </Text>
          <Wrap gap="2">
            {cities.map((city) => (
              <Badge key={city.id} size="lg" variant="surface">
                {city.title}
                <Button size="2xs" variant="plain" aria-label={t.person.removeCity(city.title ?? '')} onClick={() => setCities((list) => list.filter((c) => c.id !== city.id))}>
                  ×
                </Button>
              </Badge>
            ))}
          </Wrap>
          <Box maxW="sm">
            <SearchSelect
              label={t.person.addCity}
              search={lookups.cities}
              limit={CITY_SELECT_LIMIT}
              getKey={(c) => c.id}
              getLabel={(c) => c.title}
              value={null}
              onChange={(c) => c && setCities((list) => (list.some((x) => x.id === c.id) ? list : [...list, c]))}
            />
          </Box>
        </Stack>
      )}
      <SubmitButton form={form} disabled={form.formState.isSubmitting || !form.formState.isDirty} />
    </Form>
  );
}
