/** Staff reads of other users' data carry AdminOverride, as the staff lists do in their Filters. */
export const ADMIN_OVERRIDE = { AdminOverride: 1 };
