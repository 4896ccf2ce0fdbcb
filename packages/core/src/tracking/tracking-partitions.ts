/**
 * Which daily partitions of the tracking tables should exist (product rules, not SQL): the
 * coming days' ones are made ahead so a day's rows never land in the default partition, and
 * days older than the retention are dropped whole, which is how old tracking data goes.
 */
export const TRACKING_PARTITION_DAYS_AHEAD = 7;
export const TRACKING_RETENTION_DAYS_DEFAULT = 90;

const DAY_MS = 86_400_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The partition of `day` for a table: tracking_events_p20261129. */
export function partitionName(table: string, day: string): string {
  return `${table}_p${day.replaceAll('-', '')}`;
}

/** The day a partition name stands for, or null for the default partition and anything else. */
export function partitionDay(table: string, name: string): string | null {
  const match = new RegExp(`^${table}_p(\\d{4})(\\d{2})(\\d{2})$`).exec(name);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

export interface PartitionPlan {
  create: Array<{ name: string; from: string; to: string }>;
  drop: string[];
}

/** From today's Vietnam day: today and the next days ahead, and the partitions past retention. */
export function planPartitions(
  table: string,
  today: string,
  existing: string[],
  retentionDays: number,
  daysAhead = TRACKING_PARTITION_DAYS_AHEAD,
): PartitionPlan {
  const have = new Set(existing);
  const create: PartitionPlan['create'] = [];
  for (let i = 0; i <= daysAhead; i += 1) {
    const from = addDays(today, i);
    const name = partitionName(table, from);
    if (!have.has(name)) create.push({ name, from, to: addDays(from, 1) });
  }
  const oldestKept = addDays(today, -retentionDays);
  const drop = existing.filter((name) => {
    const day = partitionDay(table, name);
    return day !== null && day < oldestKept;
  });
  return { create, drop };
}
