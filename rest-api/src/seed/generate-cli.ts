// `npm run generate -w rest-api -- --tickets 1000000 [--no-items]`: a large data set in the database
// of DATABASE_URL (migrated and seeded with the demo data, conversations included, first when empty).
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { createFileStore } from '../files/storage';
import { generateLargeData } from './generate';

function parseArgs(argv: string[]): { tickets: number; items: boolean } {
  let tickets = 100_000;
  let items = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--tickets') tickets = Number(argv[++i]);
    else if (arg.startsWith('--tickets=')) tickets = Number(arg.slice('--tickets='.length));
    else if (arg === '--no-items') items = false;
    else throw new Error(`Unknown argument ${arg} (use --tickets N and --no-items)`);
  }
  if (!Number.isInteger(tickets) || tickets < 0 || tickets > 50_000_000) throw new Error('--tickets must be an integer from 0 to 50,000,000');
  return { tickets, items };
}

const { tickets, items } = parseArgs(process.argv.slice(2));
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('Set DATABASE_URL (postgres://…): the large data set is meant for a PostgreSQL server.');
  process.exit(1);
}
const database = await openDatabase({ dataDir: 'memory', databaseUrl: config.databaseUrl });
try {
  await migrateToLatest(database.db);
  const summary = await generateLargeData(database.db, {
    tickets,
    items,
    files: createFileStore(config.filesDir),
    conversations: true,
    onProgress: (done, total) => console.log(`tickets: ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`),
  });
  console.log(`Generated ${summary.tickets.toLocaleString('en')} tickets and ${summary.items.toLocaleString('en')} items in ${(summary.ms / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
