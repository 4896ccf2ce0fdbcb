/**
 * The limits of a tracking body, shared by the server's schema and the web client (which must
 * not load zod on a first visit to know them).
 */
export const TRACKING_BOUNDS = {
  /** product.md §9: at most 1000 events per session. */
  eventsPerSessionMax: 1000,
  /** A bulk body carries what one browser kept unsent; 50 sessions x 1000 events is ~10 MB. */
  sessionsPerBulkMax: 50,
  idMax: 100,
  versionMax: 100,
  objectIdMax: 100,
  /** Serialised metadata of one event, in characters. */
  metadataMax: 2000,
  /** Nothing before 2020 is a real session of this product. */
  earliestSeconds: 1_577_836_800,
  /** A client clock ahead of ours by more than a day is wrong, not early. */
  futureSkewSeconds: 86_400,
} as const;
