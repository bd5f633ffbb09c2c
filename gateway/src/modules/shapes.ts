// How each GraphQL type's fields map to REST properties, for field projection (projection.ts).
// `stored`: the row's own columns; selecting anything else asks for the whole row.
// `needs`: GraphQL fields answered from other properties (relations → their foreign keys; derived
// labels → what they derive from). Derived labels (`roleName`, `regionName`, `statusTitle`) are
// never `stored`: in a LoopBack model they are often computed by a hook, not columns, and LoopBack
// drops unknown names from `fields` without a word (docs/loopback-contract.md §11).
import type { RestShape } from './projection';

export const USER_SHAPE: RestShape = {
  needs: {
    city: ['cityId'],
    place: ['placeId'],
    places: ['placeIds'],
    cities: ['cityIds'],
    inviter: ['inviterId'],
    role: ['roleId'],
    roleName: ['roleId'],
    status: ['phoneVerified', 'blocked'],
    online: ['id'],
    // Audit entries, read by id (issue 17).
    history: [],
    // The policy's answers (security/policy.ts): who, and whether he is blocked; `rights` only for the viewer.
    can: ['id', 'blocked'],
    rights: ['id'],
  },
  derived: new Set(['roleName']),
  stored: new Set([
    'id',
    'name',
    'surname',
    'middleName',
    'phone',
    'email',
    'phoneVerified',
    'emailVerified',
    'blocked',
    'roleId',
    'platform',
    'avatar',
    'inn',
    'cityId',
    'cityIds',
    'placeId',
    'placeIds',
    'inviterId',
    'score',
    'pendingScore',
    'registrationConfirmed',
    'registrationConfirmedAt',
    'createdAt',
  ]),
};

export const PLACE_SHAPE: RestShape = {
  needs: { city: ['cityId'], placeType: ['placeTypeId'], campaign: ['campaignId'], users: [], history: [], regionalManagers: ['cityId'], can: ['id'] },
  stored: new Set([
    'id',
    'internalId',
    'title',
    'description',
    'address',
    'inn',
    'location',
    'cityId',
    'campaignId',
    'placeTypeId',
    'distributingFacilityId',
    'blocked',
    'image',
    'createdAt',
  ]),
};

export const CITY_SHAPE: RestShape = {
  needs: { region: ['regionId'], regionName: ['regionId'], admEntity: ['admEntityId'] },
  derived: new Set(['regionName']),
  stored: new Set(['id', 'title', 'timeZone', 'regionId', 'admEntityId', 'location', 'createdAt']),
};

export const TITLED_SHAPE: RestShape = { stored: new Set(['id', 'title', 'createdAt']) };

export const TICKET_SHAPE: RestShape = {
  needs: {
    user: ['userId'],
    place: ['placeId'],
    campaign: ['campaignId'],
    period: ['periodId'],
    plan: ['planId'],
    statusTitle: ['status'],
    statusCode: ['status'],
    // What the status takes (modules/tickets/status.ts).
    actions: ['status'],
    // Read per ticket by id.
    transactions: [],
    // The ticket's user's conversation (messenger/resolvers.ts).
    messages: ['userId'],
    history: [],
  },
  derived: new Set(['statusTitle']),
  stored: new Set([
    'id',
    'status',
    'statusDescription',
    'dateTime',
    'createdAt',
    'totalSum',
    'cashTotalSum',
    'score',
    'operationType',
    'taxationType',
    'fiscalDriveNumber',
    'fiscalDocumentNumber',
    'fiscalSign',
    'kktRegId',
    'userInn',
    'operator',
    'ofd',
    'qr',
    'planSales',
    'bonusSales',
    'scoredItems',
    'totalSales',
    'platform',
    'appVersion',
    'items',
    'photos',
    'location',
    'shiftNumber',
    'nds10',
    'nds18',
    'ndsCalculated18',
    'requestNumber',
    'receiptCode',
    'authorityUri',
    'internetSign',
    'machineNumber',
    'userId',
    'placeId',
    'campaignId',
    'periodId',
    'planId',
  ]),
};
