import { useState } from 'react';

/**
 * An onboarding stepper's moves: which step is shown, one action at a time (busy), Save and Next (which saves
 * first). A failure of an action goes to onError when given, otherwise on to the caller.
 */
export function useStepRunner(stepCount: number, saveCurrent: () => Promise<boolean>, onError?: (error: unknown) => void) {
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (!onError) throw error;
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return {
    index,
    setIndex,
    busy,
    run,
    save: () => run(async () => void (await saveCurrent())),
    next: () =>
      run(async () => {
        if (await saveCurrent()) setIndex((i) => Math.min(i + 1, stepCount - 1));
      }),
  };
}
