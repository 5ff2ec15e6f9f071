// Stands in for '@emotion/use-insertion-effect-with-fallbacks' in the client build (vite.config.ts). Emotion writes a
// component's styles (compiles them and adds the rules to the page) in an insertion effect, which React runs while it
// commits: the whole first draw of a page, every one of its new styles with it, in one task the browser cannot break.
// Written while React draws instead, as Emotion does on the server, they are written in the short steps React takes
// for a page drawn as a transition (main.tsx), and the commit only puts the page's elements in place. A style already
// written (`cache.inserted`) is not written again, so the insertion effect would find nothing left to do.
import { useInsertionEffect, useLayoutEffect } from 'react';

/** For styled components and the `css` prop: their styles, written as they are drawn. */
export const useInsertionEffectAlwaysWithSyncFallback = <T>(create: () => T): T => create();

/** For global styles (`<Global>`), which replace their sheet's rules when they change: kept in React's insertion effect. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect ?? useLayoutEffect;
