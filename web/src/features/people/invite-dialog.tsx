// The invite modals of spec §5 and §8: a regional manager, a sales rep or a vendor by phone.
// Fields are trimmed and the leading + of the phone is stripped before sending; the phone starts
// '+79' for a sales rep (the strict mobile rule), '+7' otherwise. A vendor also gets e-mail, INN,
// city and place. The answers: 'Код {code}' with 'Торговый представитель приглашен' /
// 'Региональный менеджер приглашен' (both stay until clicked), 'Продавец приглашен' with
// 'Сообщение с кодом отправлено'; a failure is 'Ошибка приглашения.', an answer without a user
// 'Что-то пошло не так'.
import { ShownError } from '../../shared/apollo/errors';
import { useMutation } from '@apollo/client/react';
import { Stack } from '@chakra-ui/react';
import { TitledDialog } from '../../shared/ui/titled-dialog';
import { useMemo, useState } from 'react';
import * as z from '../../shared/form/schema';
import { graphql } from '../../__generated__';
import { Form, SubmitButton, TextField, useZodForm } from '../../shared/form/form';
import { useMessages } from '../../shared/i18n/define';
import { notify } from '../../shared/notify/notify';
import { CITY_SELECT_LIMIT, placeDescription, SearchSelect } from '../../shared/ui/search-select';
import { fixPhone } from '../../shared/validation';
import { useLookups, type PlaceOption, type Titled } from '../../shared/lookups';
import { peopleMessages } from './messages';
import { invitePhone, type PersonRole } from './roles';

const InviteRegionalManagerMutation = graphql(`
  mutation InviteRegionalManager($input: InviteInput!) {
    inviteRegionalManager(input: $input) {
      user {
        id
      }
      code
    }
  }
`);

const InviteSalesManMutation = graphql(`
  mutation InviteSalesMan($input: InviteInput!) {
    inviteSalesMan(input: $input) {
      user {
        id
      }
      code
    }
  }
`);

const InviteVendorMutation = graphql(`
  mutation InviteVendor($input: VendorInviteInput!) {
    inviteVendor(input: $input) {
      user {
        id
      }
      code
    }
  }
`);

const InviteSetPlaceMutation = graphql(`
  mutation InviteSetPlace($userId: Int!, $placeId: Int!) {
    setUserPlace(userId: $userId, placeId: $placeId) {
      id
      placeId
      placeIds
    }
  }
`);

interface InviteAnswer {
  user?: { id: number } | null;
  code?: string | null;
}

/**
 * The invite modal of `role`, opened by the list's button (`people-list-page.tsx`), which loads this
 * module when asked for (issue 27: the lists do not carry the form's code).
 */
export function InviteDialog({ role, open, setOpen, onInvited }: { role: PersonRole; open: boolean; setOpen: (open: boolean) => void; onInvited?: () => void }) {
  const t = useMessages(peopleMessages);
  return (
    <TitledDialog open={open} onOpenChange={(details) => setOpen(details.open)} placement="center" size="md" title={t.invite[role]} closeLabel={t.invite.cancel}>
      {open && (
        <InviteForm
          role={role}
          onDone={() => {
            setOpen(false);
            onInvited?.();
          }}
        />
      )}
    </TitledDialog>
  );
}

function InviteForm({ role, onDone }: { role: PersonRole; onDone: () => void }) {
  const t = useMessages(peopleMessages);
  const lookups = useLookups();
  const [city, setCity] = useState<Titled | null>(null);
  const [place, setPlace] = useState<PlaceOption | null>(null);
  // 'Место' follows 'Город': only the chosen city's places; a new city drops a place of another one,
  // and a place picked first brings its city.
  const searchPlaces = useMemo(() => lookups.placesIn(city?.id), [lookups, city?.id]);
  const pickCity = (next: Titled | null) => {
    setCity(next);
    if (place && next && place.city?.id !== next.id) setPlace(null);
  };
  const pickPlace = (next: PlaceOption | null) => {
    setPlace(next);
    if (next?.city && !city) setCity(next.city);
  };
  const [inviteRegionalManager] = useMutation(InviteRegionalManagerMutation);
  const [inviteSalesMan] = useMutation(InviteSalesManMutation);
  const [inviteVendor] = useMutation(InviteVendorMutation);
  const [setUserPlace] = useMutation(InviteSetPlaceMutation);

  const form = useZodForm(
    ({ f }) =>
      z.object({
        name: f.required(),
        surname: f.required(),
        phone: role === 'salesMan' ? f.mobile() : f.phone(),
        email: f.email(),
        inn: f.inn(),
      }),
    { defaultValues: { name: '', surname: '', phone: role === 'salesMan' ? '+79' : '+7', email: '', inn: '' } },
  );

  const submit = async (values: { name: string; surname: string; phone: string; email: string | null; inn: string | null }): Promise<InviteAnswer> => {
    const base = { name: values.name.trim(), surname: values.surname.trim(), phone: invitePhone(values.phone) };
    let answer: InviteAnswer | undefined;
    if (role === 'regionalManager') {
      answer = (await inviteRegionalManager({ variables: { input: base } })).data?.inviteRegionalManager;
    } else if (role === 'salesMan') {
      answer = (await inviteSalesMan({ variables: { input: base } })).data?.inviteSalesMan;
    } else {
      const input = { ...base, email: values.email, inn: values.inn, cityId: city?.id ?? null };
      answer = (await inviteVendor({ variables: { input } })).data?.inviteVendor;
      if (answer?.user && place) await setUserPlace({ variables: { userId: answer.user.id, placeId: place.id } });
    }
    if (!answer?.user) throw new ShownError(t.invite.noUser);
    return answer;
  };

  const onSaved = (result: unknown) => {
    const answer = result as InviteAnswer;
    const code = answer.code ?? '';
    if (role === 'salesMan') notify.permanent(t.invite.code(code), { description: t.invite.salesManInvited });
    else if (role === 'regionalManager') notify.permanent(t.invite.code(code), { description: t.invite.regionalManagerInvited });
    else notify.success(t.invite.vendorInvited, { description: t.invite.codeSent });
    onDone();
  };

  return (
    <Form form={form} onSubmit={submit} onSaved={onSaved} errorTitle={t.invite.failed} guard={false} label={t.invite[role]}>
      <TextField form={form} name="name" label={t.invite.name} required />
      <TextField form={form} name="surname" label={t.invite.surname} required />
      <TextField form={form} name="phone" label={t.invite.phone} required transformInput={fixPhone} inputProps={{ type: 'tel', inputMode: 'tel' }} />
      {role === 'vendor' && (
        <Stack gap="4">
          <TextField form={form} name="email" label={t.invite.email} inputProps={{ type: 'email' }} />
          <TextField form={form} name="inn" label={t.invite.inn} inputProps={{ inputMode: 'numeric' }} />
          <SearchSelect label={t.invite.city} search={lookups.cities} limit={CITY_SELECT_LIMIT} getKey={(c) => c.id} getLabel={(c) => c.title} value={city} onChange={pickCity} />
          <SearchSelect
            label={t.invite.place}
            search={searchPlaces}
            getKey={(p) => p.id}
            getLabel={(p) => p.title}
            getDescription={(p) => placeDescription(p)}
            value={place}
            onChange={pickPlace}
          />
        </Stack>
      )}
      <SubmitButton form={form}>{t.invite.send}</SubmitButton>
    </Form>
  );
}
