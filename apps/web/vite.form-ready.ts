import type { Plugin } from 'vite';

/** `useForm`'s mount effect: it copies `isReady` into the form's React state, which draws the form's component again. */
const READY_STATE = /updateFormState\(\(data\) => \(\{\s*\.\.\.data,\s*isReady: true,?\s*\}\)\);/;

/**
 * react-hook-form draws every form a second time as soon as it is on the page, only to set `formState.isReady`, which
 * this app never reads. An update in a layout effect is drawn at once and whole: on a page that opens on a form it was
 * the longest task after start-up. The flag is still set on the form's control (and read from there); only the
 * second drawing goes. A version of the library without that line fails the build, so an upgrade is looked at again.
 */
export function formReadyWithoutRedraw(): Plugin {
  return {
    name: 'boardmatch:form-ready-without-redraw',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/node_modules\/react-hook-form\/dist\/index\.esm\.mjs$/.test(id)) return null;
      if (!READY_STATE.test(code)) throw new Error(`react-hook-form: useForm's isReady update not found in ${id} (vite.form-ready.ts)`);
      return { code: code.replace(READY_STATE, ''), map: null };
    },
  };
}
