// Every journal and 'История' line reads as a person writes (issue 39): a walk over every model the
// API records (rest-api's registry, read here so a new model or field is walked at once) and every
// action it records, in every language — no raw key as a label, no line where nothing changed, no
// number of the record itself, every action titled.
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_TITLES_RU } from '../../__generated__/audit-action-titles';

import { auditActionLabel, auditChanges } from './audit-history';
import { auditHistoryMessages } from './audit-history-messages';
import { historyMessages } from './ticket-history-messages';

interface Model {
  name: string;
  properties: Record<string, { hidden?: boolean }>;
}
// Another workspace's source, loaded at run time (the web's typecheck does not compile the API).
const REGISTRY = new URL('../../../../rest-api/src/models/registry.ts', import.meta.url).pathname;
const { createRegistry } = (await import(/* @vite-ignore */ REGISTRY)) as { createRegistry: () => { all(): Model[] } };

/** What a value of any field may be in a change (an id-like number, a text, a flag). */
const SAMPLE = 7;

/** The actions recorded with fields of their own, as rest-api writes them (grep `recordAudit` in rest-api/src). */
const ACTIONS: ReadonlyArray<{ model: string; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }> = [
  { model: 'User', action: 'invite', before: null, after: { phone: '79990001122', roleName: 'vendor', cityId: 1, placeId: 2, inviterId: 3 } },
  { model: 'User', action: 'assignPlace', before: null, after: { placeId: 2 } },
  { model: 'User', action: 'unassignPlace', before: null, after: { placeId: 2 } },
  { model: 'User', action: 'setMainPlace', before: { placeId: 1 }, after: { placeId: 2 } },
  { model: 'User', action: 'apiTokenCreate', before: null, after: { name: 'CI', readOnly: true, expiresAt: '2027-01-01T00:00:00.000Z' } },
  { model: 'User', action: 'apiTokenRevoke', before: { name: 'CI', readOnly: true }, after: null },
  { model: 'User', action: 'signIn', before: null, after: { phone: '79990001122', ttl: 1209600 } },
  { model: 'User', action: 'signInFailed', before: null, after: { phone: '79990001122' } },
  { model: 'User', action: 'signOut', before: null, after: null },
  { model: 'User', action: 'block', before: { blocked: false }, after: { blocked: true } },
  { model: 'User', action: 'unblock', before: { blocked: true }, after: { blocked: false } },
  { model: 'User', action: 'undo', before: { blocked: true }, after: { blocked: false } },
  { model: 'Processor', action: 'start', before: { status: 'stopped' }, after: { status: 'processing' } },
  { model: 'Processor', action: 'stop', before: { status: 'processing' }, after: { status: 'stopped' } },
  { model: 'Device', action: 'command', before: null, after: { event: 'sync', scope: { roleName: 'vendor', placeId: 2 }, count: 3 } },
];

/** A ticket's recorded fields: its snapshot (rest-api/src/audit/tickets.ts) and an edit's lines. */
const TICKET = [
  'status',
  'statusDescription',
  'score',
  'totalSum',
  'fiscalDriveNumber',
  'fiscalDocumentNumber',
  'fiscalSign',
  'kktRegId',
  'userInn',
  'operator',
  'ofd',
  'dateTime',
];
const TICKET_ACTIONS = ['reject', 'score', 'edit', 'process', 'autoProcess', 'requeue', 'toManual', 'undo'];

const CAMEL_OR_RAW = /^[a-z]+[A-Z0-9.]|^[a-z]+$/;

describe('every audited model and action reads as a person writes', () => {
  const models = createRegistry()
    .all()
    .filter((m) => m.name !== 'AuditLog' && m.name !== 'Role');

  it('walks the models the API records', () => {
    expect(models.map((m) => m.name).sort()).toEqual(
      [
        'AdmEntity',
        'Campaign',
        'CampaignProduct',
        'City',
        'Period',
        'PeriodProduct',
        'Place',
        'PlaceType',
        'Plan',
        'Product',
        'ProductCategory',
        'Region',
        'Ticket',
        'User',
      ].sort(),
    );
  });

  for (const language of ['ru', 'en', 'es'] as const) {
    const words = auditHistoryMessages[language];
    const ticketFields = historyMessages[language].fields;
    const none = { label: () => undefined };
    const ticketFormat = { label: (field: string) => ticketFields[field] };

    it(`labels every field of every model, created, changed and deleted (${language})`, () => {
      const raw: string[] = [];
      for (const model of models.filter((m) => m.name !== 'Ticket')) {
        const fields = Object.entries(model.properties)
          .filter(([, p]) => !p.hidden)
          .map(([name]) => name);
        const values = Object.fromEntries(fields.map((f) => [f, SAMPLE]));
        const empty = Object.fromEntries(fields.map((f) => [f, null]));
        for (const [action, before, after] of [
          ['create', null, values],
          ['update', empty, values],
          ['delete', values, null],
        ] as const) {
          const lines = auditChanges(none, before, after, words, [], action);
          for (const line of lines) if (CAMEL_OR_RAW.test(line.split(':')[0]!)) raw.push(`${model.name} ${action}: ${line}`);
          if (lines.some((line) => line.includes('→ —') || line.startsWith('id:'))) raw.push(`${model.name} ${action}: ${lines.join(' · ')}`);
        }
      }
      expect(raw).toEqual([]);
    });

    it(`labels every field of a receipt's actions (${language})`, () => {
      const before = Object.fromEntries(TICKET.map((f) => [f, 1]));
      const after = Object.fromEntries(TICKET.map((f) => [f, 2]));
      for (const action of TICKET_ACTIONS) {
        const labels = auditChanges(ticketFormat, before, after, words, [], action).map((line) => line.split(':')[0]!);
        expect(labels.filter((label) => CAMEL_OR_RAW.test(label))).toEqual([]);
        expect(labels).toHaveLength(TICKET.length);
      }
    });

    it(`labels the actions with fields of their own and their values (${language})`, () => {
      const lines = ACTIONS.flatMap((a) => auditChanges(none, a.before, a.after, words, [], a.action).map((line) => `${a.action}: ${line}`));
      expect(lines.filter((line) => CAMEL_OR_RAW.test(line.split(': ')[1]!))).toEqual([]);
      // Values too: a role by its name, a command's addressees, never a key.
      expect(lines.filter((line) => /vendor|roleName|placeId|\[object/.test(line))).toEqual([]);
    });

    it(`titles every action (${language})`, () => {
      const codes = [...new Set([...Object.keys(AUDIT_ACTION_TITLES_RU), ...ACTIONS.map((a) => a.action), ...TICKET_ACTIONS, 'create', 'update', 'delete'])];
      const untitled = codes.filter((action) => {
        const title = auditActionLabel({ action, actionTitle: action }, words);
        return title === action || CAMEL_OR_RAW.test(title);
      });
      expect(untitled).toEqual([]);
    });
  }

  it("leaves out what did not change and the record's own number (Russian)", () => {
    const none = { label: () => undefined };
    expect(auditChanges(none, { id: 61, shortTitle: 'QA', recommendedPrice: null }, null, auditHistoryMessages.ru, [], 'delete')).toEqual(['Краткое название: QA']);
    expect(auditChanges(none, { id: 13 }, null, auditHistoryMessages.ru, [], 'delete')).toEqual([]);
    expect(auditChanges(none, { plan: 30, fact: null }, { plan: 77, fact: null }, auditHistoryMessages.ru, [], 'update')).toEqual(['План продаж: 30 → 77']);
    expect(auditChanges(none, null, { phone: '79990001122', roleName: 'vendor' }, auditHistoryMessages.ru, [], 'invite')).toEqual(['Телефон: 79990001122', 'Роль: Продавец']);
  });
});
