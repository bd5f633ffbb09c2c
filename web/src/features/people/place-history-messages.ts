import { defineMessages } from '../../shared/i18n/define';

/** A place's fields as the audit trail names them (the API's names). */
export const placeHistoryMessages = defineMessages(
  'placeHistory',
  {
    fields: {
      title: 'Название',
      description: 'Описание',
      address: 'Адрес',
      inn: 'ИНН',
      internalId: 'Внутренний код',
      cityId: 'Город',
      placeTypeId: 'Тип',
      campaignId: 'Кампания',
      distributingFacilityId: 'Распределительный центр',
      blocked: 'Заблокирована',
      image: 'Фото',
      location: 'Координаты',
    } as Record<string, string>,
  },
  {
    fields: {
      title: 'Title',
      description: 'Description',
      address: 'Address',
      inn: 'INN',
      internalId: 'Internal code',
      cityId: 'City',
      placeTypeId: 'Type',
      campaignId: 'Campaign',
      distributingFacilityId: 'Distribution centre',
      blocked: 'Blocked',
      image: 'Photo',
      location: 'Location',
    },
  },
  {
    fields: {
      title: 'Nombre',
      description: 'Descripción',
      address: 'Dirección',
      inn: 'INN',
      internalId: 'Código interno',
      cityId: 'Ciudad',
      placeTypeId: 'Tipo',
      campaignId: 'Campaña',
      distributingFacilityId: 'Centro de distribución',
      blocked: 'Bloqueado',
      image: 'Foto',
      location: 'Coordenadas',
    },
  },
);
