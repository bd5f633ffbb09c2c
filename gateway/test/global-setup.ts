// One seeded REST API for every gateway test file (starting one takes seconds); tests that stop or
// restart the API start their own (`startHarness({ ownApi: true })`). The name of the run's seeded
// PostgreSQL templates (pg-server.ts: one a worker), dropped at the end.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { setPasswordCostForTests, startApi } from '@bo/rest-api';
import { dropTemplates, serverAnswers } from './pg-server';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    /** The GATEWAY_SECRET the shared API believes forwarded addresses with (as `npm start` gives both). */
    gatewaySecret: string;
    /** The run's prefix of the worker templates of pg-server.ts. */
    pgTemplates: string;
  }
}

export default async function setup(project: TestProject) {
  // Password hashes at a test cost (test/setup.ts says why).
  setPasswordCostForTests(2 ** 10);
  const gatewaySecret = randomBytes(24).toString('hex');
  const api = await startApi({ port: 0, dataDir: 'memory', logLevel: 'silent', clientAddress: { gatewaySecret } });
  project.provide('apiUrl', api.url);
  project.provide('gatewaySecret', gatewaySecret);
  const pgTemplates = `gw_template_${randomBytes(6).toString('hex')}`;
  project.provide('pgTemplates', pgTemplates);
  return async () => {
    await api.close();
    if (await serverAnswers()) await dropTemplates(pgTemplates);
  };
}
