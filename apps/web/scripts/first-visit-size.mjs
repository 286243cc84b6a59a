#!/usr/bin/env node
// Gzipped JavaScript a first visit loads, from Vite's build manifest (dist/.vite/manifest.json):
// the entry chunk and its static imports, plus each route module the visit opens (and their static
// imports), each chunk counted once. Default visit: a signed-in participant landing on home.
//
//   node apps/web/scripts/first-visit-size.mjs [--budget kB] [route module …]
//
// Route modules are manifest keys, e.g. src/app/routes/home.tsx. With the default visit
// it also fails when an administration screen's code is among what loads (read from source maps).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const PARTICIPANT_HOME = ['src/app/routes/signed-in-layout.tsx', 'src/app/routes/home.tsx'];
/** Code a participant never needs (spec 3's screens). */
const ADMIN_ONLY =
  /src\/features\/(sites|users|programs|locations|theme|sso)\/|src\/features\/policies\/routes\/policy-editor|src\/features\/settings\/routes\/user-edit/;

const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget');
const budgetKb = budgetAt >= 0 ? Number(args.splice(budgetAt, 2)[1]) : null;
const routes = args.length > 0 ? args : PARTICIPANT_HOME;

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}.`);

const loaded = new Map();
const visit = (key, why) => {
  const chunk = manifest[key];
  // Not a chunk of its own: the module is bundled into a chunk already counted (the entry).
  if (!chunk) return void console.warn(`${key}: no chunk of its own (bundled statically).`);
  if (loaded.has(chunk.file)) return;
  loaded.set(chunk.file, why);
  for (const imported of chunk.imports ?? []) visit(imported, why);
};
visit(entries[0][0], 'entry');
for (const route of routes) visit(route, route);

// kB of 1000 bytes, as Vite reports sizes.
const kb = (bytes) => (bytes / 1000).toFixed(2);
let raw = 0;
let gzipped = 0;
const rows = [...loaded].map(([file, why]) => {
  const code = readFileSync(join(dist, file));
  const zipped = gzipSync(code, { level: 9 }).length;
  raw += code.length;
  gzipped += zipped;
  return { file, why, raw: kb(code.length), gzip: kb(zipped) };
});
console.table(rows);
console.log(`First visit (${routes.join(', ')}): ${kb(raw)} kB of JavaScript, ${kb(gzipped)} kB gzipped.`);
if (args.length === 0) {
  const maps = [...loaded.keys()].map((file) => join(dist, `${file}.map`)).filter((map) => existsSync(map));
  const admin = [
    ...new Set(maps.flatMap((map) => JSON.parse(readFileSync(map, 'utf8')).sources.filter((source) => ADMIN_ONLY.test(source)))),
  ];
  if (maps.length === 0) console.warn('No source maps: the administration check was skipped.');
  else if (admin.length > 0) {
    console.error(`Administration code in a participant's first visit:\n  ${admin.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('No administration screen code among it.');
}
if (budgetKb !== null && gzipped / 1000 > budgetKb) {
  console.error(`Over the budget of ${budgetKb} kB gzipped.`);
  process.exitCode = 1;
}
