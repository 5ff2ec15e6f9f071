import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { allTextsLoaded, initI18n } from '@/lib/i18n.ts';
import { takeContractBreaches } from './mock-api.ts';

// findBy and waitFor give up after 1 s by default; the suite keeps both cores busy, where a first render of a page can
// take longer than that, and more than 5 s on a slow day. Only a failing test waits this long (the test's own limit is 40 s).
configure({ asyncUtilTimeout: 15000 });

// The app fetches most English texts with its pages; the tests render pages directly, so they get them all first.
initI18n('en');
await allTextsLoaded();

// React Router builds a Request with jsdom's AbortSignal, which Node's Request refuses; the tests do not abort loaders.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    if (init?.signal) {
      const { signal: _signal, ...rest } = init;
      super(input, rest);
    } else {
      super(input, init);
    }
  }
} as typeof Request;

afterEach(() => {
  // An answer of the fake API that the API would never give fails the test, even when the app swallowed the error.
  const breaches = takeContractBreaches();
  cleanup();
  // A test of what the server draws runs without a browser (@vitest-environment node).
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  if (breaches.length) throw new Error(`The fake API answered off contract:\n${breaches.join('\n')}`);
});
