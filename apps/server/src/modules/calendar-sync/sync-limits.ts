/** How far back a sync reaches, and how many events one sync handles at most, so one run stays bounded. */
export const SYNC_DAYS_BACK = 30;
export const SYNC_MAX_EVENTS = 1000;
