// The routed pages of src/app/route-table.ts, read from its source (the scripts run without the app's build tools):
// [{ path, page: the page's module as Vite's manifest names it ('src/app/routes/...'), bare }].
import { readFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);

/**
 * A page module's chunk in Vite's manifest: its own path, or (when the build names the chunk rather than the module, as
 * it does for a chunk that holds more than the page) the lazily loaded chunk of the page's name.
 */
export function pageChunk(manifest, module) {
  if (manifest[module]) return module;
  const name = module.split('/').pop().replace(/\.tsx?$/, '');
  return Object.keys(manifest).find((key) => manifest[key].isDynamicEntry && manifest[key].name?.replace(/~\d+$/, '') === name);
}

export function routedPages() {
  const constants = readFileSync(new URL('src/lib/routing/paths.ts', root), 'utf8');
  const paths = Object.fromEntries([...constants.matchAll(/export const (\w+) = '([^']+)'/g)].map((m) => [m[1], m[2]]));
  const table = readFileSync(new URL('src/app/route-table.ts', root), 'utf8');
  const pages = [];
  for (const line of table.split('\n')) {
    const page = line.match(/page: \(\) => import\('@\/([^']+)'\)/);
    if (!page) continue;
    const path = line.match(/\{ path: (?:'([^']+)'|(\w+)),/);
    if (!path) throw new Error(`No path on the route line: ${line.trim()}`);
    const address = path[1] ?? paths[path[2]];
    if (!address) throw new Error(`Unknown path constant ${path[2]}`);
    pages.push({ path: address, page: `src/${page[1]}`, bare: /\bbare: true\b/.test(line) });
  }
  if (pages.length < 10) throw new Error(`Only ${pages.length} routes read from src/app/route-table.ts: has its form changed?`);
  return pages;
}
