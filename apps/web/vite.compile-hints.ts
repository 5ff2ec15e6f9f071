import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Chrome (136 and later) compiles every function of a file that starts with this comment while the file streams in, on a
 * background thread, rather than each function on the page's only thread the first time it is called: starting the app
 * no longer stops the page for compilation. Each chunk is code that runs when it loads (the start-up code, a screen, a
 * dialog); the rich text editor's library is left out, since only part of it runs. Other browsers read a comment.
 *
 * Written into the files once they are out: Vite puts its list of preloaded files at the top of a chunk last of all.
 */
export function compileHints({ except }: { except: RegExp }): Plugin {
  return {
    name: 'boardmatch:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || Object.keys(file.modules).some((id) => except.test(id))) continue;
        const written = path.join(options.dir!, file.fileName);
        writeFileSync(written, HINT + readFileSync(written, 'utf8'));
        // Its source map (when built with one) moves down a line with the code.
        if (existsSync(`${written}.map`)) {
          const map = JSON.parse(readFileSync(`${written}.map`, 'utf8')) as { mappings: string };
          writeFileSync(`${written}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
        }
      }
    },
  };
}
