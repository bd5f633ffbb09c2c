// The schema check against the last release (scripts/check-schema.mjs, CHANGELOG.md's rules): run on
// a copy of schema/ and CHANGELOG.md, as CI would run on a clone with a breaking change.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, parse, validate } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
let clone: string;

beforeEach(() => {
  clone = mkdtempSync(path.join(tmpdir(), 'schema-compat-'));
  cpSync(path.join(root, 'schema'), path.join(clone, 'schema'), { recursive: true });
  cpSync(path.join(root, 'CHANGELOG.md'), path.join(clone, 'CHANGELOG.md'));
});
afterEach(() => rmSync(clone, { recursive: true, force: true }));

function edit(file: string, from: string, to: string) {
  const full = path.join(clone, file);
  const text = readFileSync(full, 'utf8');
  expect(text).toContain(from);
  writeFileSync(full, text.replace(from, to));
}

function check() {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/check-schema.mjs')], {
    env: { ...process.env, SCHEMA_DIR: path.join(clone, 'schema'), CHANGELOG: path.join(clone, 'CHANGELOG.md') },
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}

/** What the check answers when it fails for `reason`. */
const failed = (reason: string) => ({ code: 1, out: '', err: `schema check failed:\n${reason}` });

const STATUS_TITLE = '  "Russian name of the status, e.g. `Обработан` (the API\'s own label when it gives one)."\n  statusTitle: String\n';

describe('schema compatibility with the last release', () => {
  it('passes as committed: this round’s breaking changes are each described in CHANGELOG.md', () => {
    expect(check()).toEqual({ code: 0, out: 'schema ok: 18 files, 1489 descriptions, compatible with 0.1.0 (5 breaking changes described in CHANGELOG.md)', err: '' });
  });

  it('fails on an undescribed breaking change, saying what broke and what to do', () => {
    edit('schema/tickets.graphql', '  statusTitle: String\n', '  statusTitle: Int\n');
    expect(check()).toEqual(
      failed(
        "- breaking change against the released schema 0.1.0: Field 'Ticket.statusTitle' changed type from 'String' to 'Int' [Ticket.statusTitle]. " +
          "Analysts' saved queries may stop working: keep the old form beside the new (deprecate, remove later), or, if it must break, add a line " +
          '"- **Breaking** `Ticket.statusTitle`: <what changed and how to migrate a saved query>" under "## Unreleased" in CHANGELOG.md.',
      ),
    );
  });

  it('accepts the change once CHANGELOG.md describes it', () => {
    edit('schema/tickets.graphql', '  statusTitle: String\n', '  statusTitle: Int\n');
    edit('CHANGELOG.md', '### Added\n', '- **Breaking** `Ticket.statusTitle`: a number now.\n\n### Added\n');
    expect(check()).toMatchObject({ code: 0, out: 'schema ok: 18 files, 1489 descriptions, compatible with 0.1.0 (6 breaking changes described in CHANGELOG.md)' });
  });

  it('refuses to remove a field the release did not deprecate, even when described', () => {
    edit('schema/tickets.graphql', STATUS_TITLE, '');
    edit('CHANGELOG.md', '### Added\n', '- **Breaking** `Ticket.statusTitle`: removed.\n\n### Added\n');
    expect(check()).toEqual(
      failed(
        "- breaking change against the released schema 0.1.0: Field 'statusTitle' was removed from object type 'Ticket' [Ticket.statusTitle]. " +
          'Remove only what a release has deprecated: mark it @deprecated(reason: "…") now, say so in CHANGELOG.md, and remove it in a later release.',
      ),
    );
  });

  it('allows removing, once described, what the released schema deprecated', () => {
    const released = path.join(clone, 'schema/released/0.1.0.graphql');
    writeFileSync(released, readFileSync(released, 'utf8').replace('  statusTitle: String\n', '  statusTitle: String @deprecated(reason: "Use statusCode.")\n'));
    edit('schema/tickets.graphql', STATUS_TITLE, '');
    edit('CHANGELOG.md', '### Added\n', '- **Breaking** `Ticket.statusTitle`: removed after its deprecation.\n\n### Added\n');
    expect(check()).toMatchObject({ code: 0 });
  });

  it('refuses a mark for a change that does not break', () => {
    edit('CHANGELOG.md', '### Added\n', '- **Breaking** `Ticket.statusCode`: nothing.\n\n### Added\n');
    expect(check()).toMatchObject({
      code: 1,
      err: 'schema check failed:\n- CHANGELOG.md marks `Ticket.statusCode` as a breaking change, but it is not one against the released schema 0.1.0 (remove the mark, or name the changed field as `Type.field` right after "**Breaking**")',
    });
  });

  it('the saved analyst query as CHANGELOG.md migrates it: valid now, as the old one was against the release', () => {
    const current = buildSchema(
      readFileSync(path.join(root, 'schema/base.graphql'), 'utf8') +
        [
          'tickets',
          'catalogue',
          'geography',
          'users',
          'records',
          'messenger',
          'processor',
          'reports',
          'audit',
          'bulk',
          'devices',
          'live',
          'policy',
          'session',
          'tokens',
          'upstream',
          'views',
        ]
          .map((f) => readFileSync(path.join(root, `schema/${f}.graphql`), 'utf8'))
          .join('\n'),
    );
    const released = buildSchema(readFileSync(path.join(root, 'schema/released/0.1.0.graphql'), 'utf8'));
    const saved = parse('query ($s: String!) { tickets(where: { status: { eq: $s } }) { items { id status } } }');
    const migrated = parse('query ($s: TicketStatus!) { tickets(where: { status: { eq: $s } }) { items { id status statusCode } } }');
    expect(validate(released, saved)).toEqual([]);
    expect(validate(current, saved).map((e) => e.message)).toEqual(['Variable "$s" of type "String!" used in position expecting type "TicketStatus".']);
    expect(validate(current, migrated)).toEqual([]);
  });
});
