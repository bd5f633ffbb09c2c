// Writes the OpenAPI document of the REST API (what GET /openapi.json answers) to a file, from an
// app on an empty in-memory PGlite: `tsx scripts/openapi.ts <file>`. `npm run openapi:types` (root)
// runs it for rest-api/openapi.json and generates the gateway's upstream types from that file.
import { writeFileSync } from 'node:fs';
import { buildApp } from '../src/app';
import { MEMORY, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrations';

const file = process.argv[2];
if (!file) throw new Error('usage: tsx scripts/openapi.ts <output file>');
const database = await openDatabase({ dataDir: MEMORY });
await migrateToLatest(database.db);
const app = await buildApp({ database, logLevel: 'silent' });
try {
  const reply = await app.inject('/openapi.json');
  if (reply.statusCode !== 200) throw new Error(`GET /openapi.json answered ${reply.statusCode}: ${reply.body}`);
  writeFileSync(file, `${JSON.stringify(reply.json(), null, 2)}\n`);
} finally {
  await app.close();
}
