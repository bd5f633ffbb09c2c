// One codegen for both sides of the contract in schema/:
// - gateway: resolver types whose parent types are the REST rows (mappers), so a renamed or
//   missing REST field is a compile error;
// - web: typed documents (client preset) handed to Apollo Client's own hooks;
// - gateway tests: typed documents (`graphql(...)` of test/__generated__) that `h.gql` prints and sends,
//   so a test's answer is typed by its own document, not by hand.
// The output is committed; `npm run codegen:check` (part of `npm run check` and CI) fails when it is stale.
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { DateTime: 'string', JSON: 'unknown', Upload: 'Blob' };

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  // Documents are `graphql(...)` calls only (a test's own helper named `gql` takes other strings).
  pluckConfig: { globalGqlIdentifierName: ['graphql'] },
  generates: {
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        contextType: '../context#GatewayContext',
        mappers: {
          User: '../upstream/types#RestUser',
          Role: '../upstream/types#RestRole',
          Region: '../upstream/types#RestRegion',
          City: '../upstream/types#RestCity',
          Place: '../upstream/types#RestPlace',
          AdmEntity: '../upstream/types#RestAdmEntity',
          PlaceType: '../upstream/types#RestPlaceType',
          Ticket: '../upstream/types#RestTicket',
          TicketItem: '../upstream/types#RestTicketItem',
          Session: '../upstream/types#RestLoginResult',
          InviteResult: '../upstream/types#RestInviteResult',
          ProductCategory: '../upstream/types#RestProductCategory',
          Product: '../upstream/types#RestProduct',
          Campaign: '../upstream/types#RestCampaign',
          Period: '../upstream/types#RestPeriod',
          RecordChange: '../modules/live/resolvers#RecordChangeParent',
          Plan: '../upstream/types#RestPlan',
          CampaignProduct: '../upstream/types#RestCampaignProduct',
          PeriodProduct: '../upstream/types#RestPeriodProduct',
          Transaction: '../upstream/types#RestTransaction',
          File: '../upstream/types#RestFile',
          TicketUserDetails: '../upstream/types#RestTicketUserDetails',
          Message: '../upstream/types#RestMessage',
          Conversation: '../upstream/types#RestConversation',
          AutoProcessor: '../upstream/types#RestProcessorState',
          AutoProcessorHourRecord: '../upstream/types#RestProcessorHistoryRecord',
          TicketStats: '../upstream/types#RestTicketStats',
          TicketStatsGroup: '../upstream/types#RestTicketStatsGroup',
          PlanFact: '../upstream/types#RestPlanFact',
          ActivityRow: '../upstream/types#RestActivity',
          BulkResult: '../upstream/bulk#RestBulkResult',
          BulkRowResult: '../upstream/bulk#RestBulkRow',
          SavedView: '../upstream/types#RestSavedView',
          AuditLogEntry: '../upstream/types#RestAuditLog',
        },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    // The web's operation names, the gateway's bounded metric labels (issue 23, F3).
    'gateway/src/__generated__/operation-names.ts': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
      plugins: ['./gateway/codegen/operation-names.cjs'],
    },
    'web/src/__generated__/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
      // Apollo Client's data masking (`dataMasking: true` in shared/apollo/client.ts): an operation's
      // type holds only its own fields plus fragment references; a component reads its fragment with
      // `useFragment`. `@unmask` opts a spread out where a non-Apollo caller needs the whole answer.
      // The web's trusted operations (docs/adr/0030-trusted-operations.md): every document's sha256
      // (embedded as `__meta__.hash`, the id the web sends) and `persisted-documents.json`, the list
      // of id → text that the gateway runs for a browser session.
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        customDirectives: { apolloUnmask: true },
        inlineFragmentTypes: 'mask',
      },
    },
    'gateway/test/__generated__/': {
      preset: 'client',
      documents: ['gateway/test/**/*.ts', '!gateway/test/__generated__/**'],
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars },
    },
  },
};

export default config;
