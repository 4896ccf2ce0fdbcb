/** Ids in paths are checked before they reach Postgres, which would refuse a malformed uuid with a 500. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
