// After `vite build`: the chunks /login loads (the entry, the LoginPage chunk and everything they import statically)
// must hold no other screen: no staff, candidate, charity, search or user page module, and none of their texts' keys;
// and their JavaScript, compressed as the server sends it, must stay within the budget.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const LOGIN = 'src/app/routes/auth/LoginPage.tsx';
const OTHER_SCREENS = /^src\/features\/(staff|candidates|charities|search|users)\/|^src\/app\/routes\/(?!auth\/LoginPage\.tsx$)/;
// Keys only those screens use; a chunk that contains one contains the screen.
const OTHER_SCREEN_KEYS = ['pages.adminSearch', 'pages.myApplications', 'pages.postedPositions', 'pages.corporations', 'pages.donations', 'pages.candidateSearch', 'resetPassword.update'];

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!manifest[LOGIN]?.isDynamicEntry) throw new Error(`${LOGIN} is not a lazily loaded chunk`);
const loaded = [...new Set([...closure(entry), ...closure(LOGIN)])];
const problems = loaded.filter((key) => OTHER_SCREENS.test(key)).map((key) => `module ${key}`);
for (const key of loaded) {
  const code = readFileSync(new URL(manifest[key].file, dist), 'utf8');
  for (const text of OTHER_SCREEN_KEYS) if (code.includes(`"${text}"`) || code.includes(`'${text}'`)) problems.push(`${manifest[key].file} uses ${text}`);
}
console.log(`/login loads ${loaded.length} chunks:\n  ${loaded.map((key) => manifest[key].file).join('\n  ')}`);
if (problems.length) {
  console.error(`Other screens reach /login:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const lazyScreens = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;
console.log(`OK: none of the other ${lazyScreens - 1} lazily loaded screens is among them.`);

// Measured as the server sends it: brotli at quality 11, as scripts/precompress.mjs writes it (a file of 1 kB or less
// goes as it is).
const BUDGET_KB = 170;
const kB = (bytes) => (bytes / 1024).toFixed(1);
const sent = (file) => (file.length <= 1024 ? file.length : brotliCompressSync(file, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
const compressed = loaded.reduce((sum, key) => sum + sent(readFileSync(new URL(manifest[key].file, dist))), 0);
console.log(`/login's JavaScript: ${kB(compressed)} kB compressed (budget ${BUDGET_KB} kB).`);
if (compressed > BUDGET_KB * 1024) {
  console.error(`/login's JavaScript is ${kB(compressed)} kB compressed, over its budget of ${BUDGET_KB} kB.`);
  process.exit(1);
}
