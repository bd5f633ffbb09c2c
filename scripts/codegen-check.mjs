#!/usr/bin/env node
// Generated code is committed. This regenerates it and fails when the result differs from what is
// committed, so a schema or operation change without `npm run codegen` cannot land. The same for the
// REST API's OpenAPI document and the gateway's types of it (`npm run openapi:types`), and the web's
// copy of the journal's Russian action titles (scripts/audit-action-titles.mjs).
import { spawnSync } from 'node:child_process';

const gen = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { stdio: 'inherit' });
if (gen.status !== 0) process.exit(gen.status ?? 1);
const openapi = spawnSync('node', ['scripts/openapi-types.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (openapi.status !== 0) process.exit(openapi.status ?? 1);
const titles = spawnSync('node', ['scripts/audit-action-titles.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (titles.status !== 0) process.exit(titles.status ?? 1);
const diff = spawnSync(
  'git',
  [
    'status',
    '--porcelain',
    '--',
    'gateway/src/__generated__',
    'gateway/test/__generated__',
    'web/src/__generated__',
    'rest-api/openapi.json',
    'gateway/src/upstream/rest-api.d.ts',
  ],
  {
    encoding: 'utf8',
  },
);
if (diff.stdout.trim()) {
  console.error(`Generated code was stale; \`npm run codegen\` changed:\n${diff.stdout}Commit the regenerated files.`);
  process.exit(1);
}
console.log('codegen ok: generated code matches the schema, the operations and the REST API’s OpenAPI document');
