import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes kept in the database (uploaded images and documents). pg answers a Buffer, PGlite a Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array | string }>({
  dataType: () => 'bytea',
  fromDriver: (value) => {
    if (value instanceof Uint8Array) return value;
    // Text-format answer: '\x' followed by hex digits.
    return Buffer.from(value.startsWith('\\x') ? value.slice(2) : value, 'hex');
  },
});

/** A full-text search document; only ever written by a generated column. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
