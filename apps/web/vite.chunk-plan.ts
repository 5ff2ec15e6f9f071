import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The build runs twice (scripts/build.mjs). The first, as Rollup splits it, writes down which chunk each module landed
 * in; the second keeps that split, except that the chunks every signed-in page loads besides the start-up code (the
 * shell, the data cache, the English texts and the small shared pieces they import: some forty files) become one file,
 * and so do the fifteen or so that /login's screen imports besides it.
 * Each file is a request that waits its turn on a phone (six at a time over HTTP/1.1) and costs the page's thread a
 * moment to ask for. /login loads the same code as before, and nothing more.
 *
 * The plan must name every module that is kept in a chunk: Rollup moves a grouped module's unnamed dependencies into the
 * group, which would take the start-up code's own modules out of the start-up chunk.
 */
export const PLAN_FILE = path.resolve(import.meta.dirname, 'node_modules/.cache/chunk-plan.json');

interface PlannedChunk {
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  fileName: string;
}

/** First pass: records the split. */
export function recordChunks(): Plugin {
  return {
    name: 'boardmatch:record-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks: PlannedChunk[] = [];
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const { name, isEntry, isDynamicEntry, facadeModuleId, moduleIds, imports, fileName } = file;
        chunks.push({ name, isEntry, isDynamicEntry, facadeModuleId, moduleIds, imports, fileName });
      }
      mkdirSync(path.dirname(PLAN_FILE), { recursive: true });
      writeFileSync(PLAN_FILE, JSON.stringify(chunks));
    },
  };
}

const LOGIN = /\/src\/app\/routes\/auth\/LoginPage\.tsx$/;
/** Signed-in pages painted by the server whose first view waits on many small pieces (scripts/prerender.mjs). */
const PAINTED = [/\/src\/app\/routes\/search\/SearchPage\.tsx$/];
/** What app/preload-first-page.ts loads for every signed-in page besides the page itself. */
const SIGNED_IN = [/\/src\/app\/shell\/ShellFrame\.tsx$/, /\/src\/lib\/create-query-client\.ts$/, /\/@tanstack\/react-query\/build\/modern\/index\.js$/, /\/shared\/src\/i18n\/en\.ts$/];

/** Second pass: the recorded split, with the signed-in pages' common chunks as one. */
export function plannedChunks(): ((id: string) => string | undefined) | undefined {
  if (!existsSync(PLAN_FILE)) return undefined;
  const chunks = JSON.parse(readFileSync(PLAN_FILE, 'utf8')) as PlannedChunk[];
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: PlannedChunk[]) => {
    const found = new Set<PlannedChunk>();
    const visit = (chunk: PlannedChunk) => {
      if (found.has(chunk)) return;
      found.add(chunk);
      for (const file of chunk.imports) visit(byFile.get(file)!);
    };
    roots.forEach(visit);
    return found;
  };
  const facade = (pattern: RegExp) => {
    const chunk = chunks.find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId));
    if (!chunk) throw new Error(`The chunk plan has no chunk for ${pattern}`);
    return chunk;
  };
  const start = closure(chunks.filter((c) => c.isEntry));
  const login = facade(LOGIN);
  const firstLoad = closure([...start, login]);
  // What /login's screen imports besides the start-up code (MUI's inputs, the logo, the language switch): one file.
  const loginShared = new Set([...firstLoad].filter((chunk) => !start.has(chunk) && chunk !== login));
  const signedIn = new Set([...closure(SIGNED_IN.map(facade))].filter((chunk) => !firstLoad.has(chunk)));
  // A painted page and the pieces only it imports become one file; the pieces it shares with other code join signed-in,
  // which every signed-in page loads anyway.
  const pageOf = new Map<PlannedChunk, string>();
  for (const page of PAINTED.map(facade)) {
    const others = closure(chunks.filter((chunk) => chunk !== page && (chunk.isEntry || chunk.isDynamicEntry)));
    for (const chunk of closure([page])) {
      if (firstLoad.has(chunk) || signedIn.has(chunk)) continue;
      if (chunk === page || !others.has(chunk)) pageOf.set(chunk, page.name);
      else signedIn.add(chunk);
    }
  }

  const nameOf = new Map<string, string>();
  chunks.forEach((chunk, index) => {
    const name = signedIn.has(chunk) ? 'signed-in' : loginShared.has(chunk) ? 'login-shared' : (pageOf.get(chunk) ?? `${chunk.name}~${index}`);
    for (const id of chunk.moduleIds) nameOf.set(id, name);
  });
  return (id) => nameOf.get(id);
}
