#!/usr/bin/env node
// Checks the GraphQL contract in schema/: it builds, and every type, field, argument, input field and
// enum value has a description (analysts read the schema in the Sandbox as documentation).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, buildASTSchema, parse } from 'graphql';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schema');
const files = readdirSync(dir).filter((f) => f.endsWith('.graphql')).sort();
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

try {
  const merged = { kind: Kind.DOCUMENT, definitions: docs.flatMap((d) => d.doc.definitions) };
  buildASTSchema(merged);
} catch (error) {
  problems.push(`the schema does not build: ${error.message}`);
}

if (problems.length) {
  console.error(`schema check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`schema ok: ${files.length} files, ${described} descriptions`);
