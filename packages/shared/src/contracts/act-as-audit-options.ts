/* The act-as audit's day filter, apart from the schemas in act-as-audit.ts (which load the schema library). */

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day, YYYY-MM-DD, that exists. */
export const isAuditDay = (value: string) => isoDay.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
