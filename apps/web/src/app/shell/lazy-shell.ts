import { lazy } from 'react';
import { allTextsLoaded } from '../../lib/i18n.ts';

const loadShell = () => Promise.all([import('./ShellFrame.tsx'), allTextsLoaded()]).then(([module]) => module);

/** Header, footer and navigation come in their own chunk: /login shows none of them. */
export const ShellFrame = lazy(() => loadShell().then((module) => ({ default: module.ShellFrame })));

/** Starts downloading the shell at start-up when the first page shows it. */
export function preloadShell(): void {
  void loadShell().catch(() => undefined);
}
