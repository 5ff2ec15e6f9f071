// The app's client build, in two passes (vite.chunk-plan.ts): the first records how Rollup splits the code, the second
// builds with the signed-in pages' common chunks as one file.
import { build } from 'vite';

process.env.BOARDMATCH_CHUNKS = 'record';
await build({ logLevel: 'warn' });
process.env.BOARDMATCH_CHUNKS = 'planned';
await build({ build: { sourcemap: process.argv.includes('--sourcemap') } });
