// The executable schema: the SDL of schema/ with the resolvers of every module.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { Resolvers } from './__generated__/resolvers-types';
import { sessionResolvers } from './modules/session/resolvers';
import { userResolvers } from './modules/users/resolvers';
import { geographyResolvers } from './modules/geography/resolvers';
import { ticketResolvers } from './modules/tickets/resolvers';
import { catalogueResolvers } from './modules/catalogue/resolvers';
import { fileResolvers } from './modules/files/resolvers';
import { messengerResolvers } from './modules/messenger/resolvers';
import { processorResolvers } from './modules/processor/resolvers';
import { reportResolvers } from './modules/reports/resolvers';
import { deviceResolvers } from './modules/devices/resolvers';
import { auditResolvers } from './modules/audit/resolvers';
import { tokenResolvers } from './modules/tokens/resolvers';
import { savedViewResolvers } from './modules/views/resolvers';
import { upstreamResolvers } from './modules/upstream/resolvers';
import { bulkResolvers } from './modules/bulk/resolvers';
import { liveResolvers } from './modules/live/resolvers';
import { policyResolvers } from './modules/policy/resolvers';
import { JSONScalar } from './shared/json-scalar';
import { UploadScalar } from './shared/upload-scalar';
import { enforcePolicy } from './security/policy';

export const schemaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema');

export function loadTypeDefs(dir: string = schemaDir): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

const baseResolvers: Resolvers = {
  JSON: JSONScalar,
  Upload: UploadScalar,
  Query: { ping: () => true },
  Mutation: { noop: () => true },
};

export function buildSchema() {
  // Every mutation passes its rule of security/policy.ts before its resolver runs.
  return enforcePolicy(
    makeExecutableSchema({
      typeDefs: loadTypeDefs(),
      resolvers: [
        baseResolvers,
        sessionResolvers,
        userResolvers,
        geographyResolvers,
        ticketResolvers,
        catalogueResolvers,
        fileResolvers,
        processorResolvers,
        messengerResolvers,
        reportResolvers,
        deviceResolvers,
        auditResolvers,
        tokenResolvers,
        savedViewResolvers,
        upstreamResolvers,
        bulkResolvers,
        liveResolvers,
        policyResolvers,
      ],
    }),
  );
}
