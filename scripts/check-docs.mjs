#!/usr/bin/env node
// `npm run check:docs` (a static check of `npm test`): the repository explains itself. Every document a
// file cites is in the repository, and no committed file names a place outside it:
// - no `../shared/…` document and no absolute path of a build machine (/work, /root, /home);
// - a `product-rules §N` names a section of docs/product-rules.md, and the old "decisions §N" of a
//   document outside the repository is gone;
// - a `docs/<name>.md` or `adr/NNNN` a file names exists, and nothing cites the dated log docs/decisions.md
//   (history: the rules in force are in docs/product-rules.md and docs/adr/).
// Read: every tracked text file (git ls-files) but generated code, lock files, released schemas (history)
// and this script.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|js|md|graphql|json|yml|yaml|sh|html)$|^\.ci\//.test(f))
  .filter((f) => !/(^|\/)__generated__\/|package-lock\.json$|openapi\.json$|^schema\/released\/|^scripts\/check-docs\.mjs$/.test(f))
  .filter((f) => existsSync(path.join(root, f)));

const rules = readFileSync(path.join(root, 'docs/product-rules.md'), 'utf8');
const sections = new Set([...rules.matchAll(/^## §(\d+)/gm)].map((m) => m[1]));

const CHECKS = [
  [/(?:\.\.\/)+shared\/(?:docs|spec)\/|(?<![\w.-])shared\/docs\/[\w-]+\.md/g, () => 'cites a document outside the repository'],
  [/(?<![\w.~-])\/(?:work|root|home)\/[\w.-]+/g, () => 'names an absolute path of a machine'],
  [/\bdecisions(?:\.md)? ?§ ?\d+/g, () => 'cites "decisions §N", a document outside the repository: cite product-rules §N'],
  [/\bproduct-rules(?:\.md)? ?§ ?(\d+)/g, (m) => (sections.has(m[1]) ? null : `cites product-rules §${m[1]}, which docs/product-rules.md does not have`)],
  [/\bdocs\/([\w/-]+\.md)\b/g, (m) => (existsSync(path.join(root, 'docs', m[1])) ? null : `cites docs/${m[1]}, which does not exist`)],
  [/\bdocs\/decisions\.md\b/g, () => 'cites the dated decision log (history): cite the decision record in docs/adr/ or product-rules'],
  [/\badr\/(\d{4})\b/g, (m) => (files.some((f) => f.startsWith(`docs/adr/${m[1]}-`)) ? null : `cites adr/${m[1]}, which does not exist`)],
];

const problems = [];
for (const file of files) {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    for (const [pattern, judge] of CHECKS) {
      for (const match of line.matchAll(pattern)) {
        const why = judge(match);
        if (why) problems.push(`${file}:${i + 1}: ${why} (${match[0]})`);
      }
    }
  });
}

if (problems.length) {
  console.error(`check-docs: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-docs: ${files.length} files, every cited document is in the repository`);
