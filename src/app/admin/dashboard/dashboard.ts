/** The dashboard's recent lists show 3 items. */
export const RECENT_ITEMS = 3
