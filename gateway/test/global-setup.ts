// One seeded REST API for every gateway test file (starting one takes seconds); tests that stop or
// restart the API start their own (`startHarness({ ownApi: true })`).
import type { TestProject } from 'vitest/node';
import { setPasswordCostForTests, startApi } from '@bo/rest-api';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // Password hashes at a test cost (test/setup.ts says why).
  setPasswordCostForTests(2 ** 10);
  const api = await startApi({ port: 0, dataDir: 'memory', logLevel: 'silent' });
  project.provide('apiUrl', api.url);
  return async () => {
    await api.close();
  };
}
