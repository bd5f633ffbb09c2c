import { defineMessages } from '../../shared/i18n/define';

/** A person's fields as the audit trail names them (the API's names). */
export const personHistoryMessages = defineMessages(
  'personHistory',
  {
    fields: {
      name: 'Имя',
      surname: 'Фамилия',
      middleName: 'Отчество',
      phone: 'Телефон',
      email: 'E-mail',
      phoneVerified: 'Телефон подтверждён',
      emailVerified: 'E-mail подтверждён',
      blocked: 'Заблокирован',
      avatar: 'Фото',
      inn: 'ИНН',
      roleName: 'Роль',
      cityId: 'Город',
      placeId: 'Точка',
      inviterId: 'Пригласил',
      ttl: 'Срок сессии, с',
    } as Record<string, string>,
  },
  {
    fields: {
      name: 'Name',
      surname: 'Surname',
      middleName: 'Middle name',
      phone: 'Phone',
      email: 'E-mail',
      phoneVerified: 'Phone verified',
      emailVerified: 'E-mail verified',
      blocked: 'Blocked',
      avatar: 'Photo',
      inn: 'INN',
      roleName: 'Role',
      cityId: 'City',
      placeId: 'Place',
      inviterId: 'Invited by',
      ttl: 'Session length, s',
    },
  },
);
