/**
 * What a painted page's head (src/first-paint.js) asked for before the app's script arrived, kept on window under
 * these names: taken once, so that only the app's first call uses it.
 */
interface EarlyAnswers {
  boardMatchFirstRefresh?: Promise<Response>;
  boardMatchFirstSession?: Promise<{ token: string; response: Response } | undefined>;
  boardMatchFirstProfile?: Promise<{ token: string; charityId: number; response: Response } | undefined>;
  boardMatchFirstResetCheck?: Promise<{ token: string; response: Response } | undefined>;
}

export function takeEarlyAnswer<K extends keyof EarlyAnswers>(name: K): EarlyAnswers[K] {
  const holder = window as EarlyAnswers;
  const answer = holder[name];
  delete holder[name];
  return answer;
}
