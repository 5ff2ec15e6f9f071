import { useEffect, useState } from 'react';

/**
 * Becomes true once the browser has painted what was drawn when `ready` first held (the frame after), and stays true:
 * for work that may wait until the page shows what it is for.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs just before its paint; the task after it, once painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
