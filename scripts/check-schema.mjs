#!/usr/bin/env node
// Checks the GraphQL contract in schema/: it builds, every type, field, argument, input field and
// enum value has a description (analysts read the schema in the Sandbox as documentation), and it does
// not break what the last release offered (schema/released/<version>.graphql, compared with
// @graphql-inspector/core): a breaking change fails unless CHANGELOG.md's `## Unreleased` section
// names it on a line "- **Breaking** `Type.field`: …" with its migration, and a field, argument or enum value is
// removed only after a release that deprecated it (docs/adr/0017-schema-compatibility.md).
// SCHEMA_DIR and CHANGELOG point it at a copy (its test: gateway/test/schema-compat.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { Kind, buildASTSchema, buildSchema, parse } from 'graphql';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(process.env.SCHEMA_DIR ?? path.join(root, 'schema'));
const changelogFile = path.resolve(process.env.CHANGELOG ?? path.join(root, 'CHANGELOG.md'));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.graphql'))
  .sort();
const problems = [];
let described = 0;
const docs = files.map((f) => ({ file: f, doc: parse(readFileSync(path.join(dir, f), 'utf8')) }));

function need(node, where, file) {
  if (node.description?.value?.trim()) described++;
  else problems.push(`${file}: ${where} has no description`);
}

for (const { file, doc } of docs) {
  for (const def of doc.definitions) {
    const name = def.name?.value;
    const isExtension = def.kind.endsWith('Extension');
    if (!isExtension && 'name' in def) need(def, `type ${name}`, file);
    for (const field of def.fields ?? []) {
      need(field, `${name}.${field.name.value}`, file);
      for (const arg of field.arguments ?? []) need(arg, `${name}.${field.name.value}(${arg.name.value})`, file);
    }
    for (const value of def.values ?? []) need(value, `${name}.${value.name.value}`, file);
  }
}

let schema;
try {
  schema = buildASTSchema({ kind: Kind.DOCUMENT, definitions: docs.flatMap((d) => d.doc.definitions) });
} catch (error) {
  problems.push(`the schema does not build: ${error.message}`);
}

/** Whether the released schema deprecated what a removal's path names (`Type.field`, `Type.field.arg`, `Enum.VALUE`). */
function deprecated(released, where) {
  const [typeName, member, arg] = where.split('.');
  const type = released.getType(typeName);
  const entry = type?.getValues?.().find((v) => v.name === member) ?? type?.getFields?.()[member];
  return (arg ? entry?.args?.find((a) => a.name === arg) : entry)?.deprecationReason != null;
}

const releasedDir = path.join(dir, 'released');
const [releasedFile, ...more] = readdirSync(releasedDir).filter((f) => f.endsWith('.graphql'));
let compared = '';
if (!releasedFile || more.length)
  problems.push(
    `${path.relative(root, releasedDir)}: keep exactly one released schema (the last release's), found ${[releasedFile, ...more].filter(Boolean).join(', ') || 'none'}`,
  );
else if (schema) {
  const released = buildSchema(readFileSync(path.join(releasedDir, releasedFile), 'utf8'));
  const version = releasedFile.replace(/\.graphql$/, '');
  const unreleased = /^## Unreleased\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(readFileSync(changelogFile, 'utf8'))?.[1] ?? '';
  const marked = new Set([...unreleased.matchAll(/^- \*\*Breaking\*\* `([\w.]+)`/gm)].map((m) => m[1]));
  const breaking = (await diff(released, schema)).filter((c) => c.criticality.level === CriticalityLevel.Breaking);
  for (const change of breaking) {
    const where = change.path ?? change.type;
    if (change.type.endsWith('_REMOVED') && change.type !== 'TYPE_REMOVED' && !deprecated(released, where)) {
      problems.push(
        `breaking change against the released schema ${version}: ${change.message} [${where}]. Remove only what a release has deprecated: mark it @deprecated(reason: "…") now, say so in CHANGELOG.md, and remove it in a later release.`,
      );
    } else if (!marked.has(where)) {
      problems.push(
        `breaking change against the released schema ${version}: ${change.message} [${where}]. Analysts' saved queries may stop working: keep the old form beside the new (deprecate, remove later), or, if it must break, add a line "- **Breaking** \`${where}\`: <what changed and how to migrate a saved query>" under "## Unreleased" in CHANGELOG.md.`,
      );
    }
  }
  const paths = new Set(breaking.map((c) => c.path ?? c.type));
  for (const name of marked) {
    if (!paths.has(name))
      problems.push(
        `CHANGELOG.md marks \`${name}\` as a breaking change, but it is not one against the released schema ${version} (remove the mark, or name the changed field as \`Type.field\` right after "**Breaking**")`,
      );
  }
  compared = `, compatible with ${version} (${breaking.length} breaking change${breaking.length === 1 ? '' : 's'} described in CHANGELOG.md)`;
}

if (problems.length) {
  console.error(`schema check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`schema ok: ${files.length} files, ${described} descriptions${compared}`);
