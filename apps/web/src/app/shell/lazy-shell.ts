import { allTextsLoaded } from '@/lib/i18n.ts';
import { lazyComponent } from '@/lib/lazy-component.ts';

/** Header, footer and navigation come in their own chunk: /login shows none of them. */
const shell = lazyComponent(() => Promise.all([import('./ShellFrame.tsx'), allTextsLoaded()]).then(([module]) => module.ShellFrame), 'ShellFrame');

export const ShellFrame = shell.Component;

/** Starts downloading the shell at start-up when the first page shows it; resolves when it has arrived. */
export function preloadShell(): Promise<unknown> {
  return shell.preload().catch(() => undefined);
}
