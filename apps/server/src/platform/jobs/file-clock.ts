import { readFileSync } from 'node:fs';

/**
 * The product's clock for a journey (CLOCK_FILE): the time written in the file (ISO 8601), then running on from there,
 * so that a test moves the product days ahead by writing a date. Without the file, or with no date in it, the real time.
 */
export function fileClock(file: string): () => Date {
  let written = '';
  let offsetMs = 0;
  return () => {
    const real = Date.now();
    let text = '';
    try {
      text = readFileSync(file, 'utf8').trim();
    } catch {
      // No file: the real time.
    }
    if (text !== written) {
      written = text;
      const at = Date.parse(text);
      offsetMs = Number.isNaN(at) ? 0 : at - real;
    }
    return new Date(real + offsetMs);
  };
}
