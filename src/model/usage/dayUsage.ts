/** The usage report of a map (spec 1 sections 2 and 3): daily counters for signed-in and anonymous users. */

export const USAGE_EVENTS = ['load', 'courseLoad', 'share', 'update'] as const;
export type UsageEvent = (typeof USAGE_EVENTS)[number];

export interface UsageCounters {
  loads: number;
  courseLoads: number;
  shares: number;
  updates: number;
}

export interface DayUsage {
  /** YYYY-MM-DD (UTC). */
  date: string;
  totalUses: number;
  user: UsageCounters;
  anonymous: UsageCounters;
}

export const emptyCounters = (): UsageCounters => ({ loads: 0, courseLoads: 0, shares: 0, updates: 0 });

/** The counter an event adds to. */
export const COUNTER_OF_EVENT: Readonly<Record<UsageEvent, keyof UsageCounters>> = {
  load: 'loads',
  courseLoad: 'courseLoads',
  share: 'shares',
  update: 'updates',
};

export function sumCounters(counters: UsageCounters): number {
  return counters.loads + counters.courseLoads + counters.shares + counters.updates;
}

/** A day's entry with its total (every use by signed-in and anonymous users). */
export function dayUsage(date: string, user: UsageCounters, anonymous: UsageCounters): DayUsage {
  return { date, totalUses: sumCounters(user) + sumCounters(anonymous), user, anonymous };
}

/** One chart point per day: signed-in and anonymous counts added together. */
export interface UsageChartPoint {
  date: string;
  loads: number;
  courseLoads: number;
  updates: number;
  shares: number;
  total: number;
}

/**
 * The chart's series, one point per calendar day from the first to the last entry (days without use are
 * zeros, so the time axis is even). Empty input gives no points ('No data available').
 */
export function usageChartPoints(days: readonly DayUsage[]): UsageChartPoint[] {
  if (days.length === 0) return [];
  const byDate = new Map(days.map((day) => [day.date, day]));
  const sorted = [...byDate.keys()].sort();
  const points: UsageChartPoint[] = [];
  const last = Date.parse(`${sorted[sorted.length - 1]}T00:00:00Z`);
  for (let time = Date.parse(`${sorted[0]}T00:00:00Z`); time <= last; time += 86_400_000) {
    const date = new Date(time).toISOString().slice(0, 10);
    const day = byDate.get(date);
    const add = (key: keyof UsageCounters) => (day ? day.user[key] + day.anonymous[key] : 0);
    points.push({
      date,
      loads: add('loads'),
      courseLoads: add('courseLoads'),
      updates: add('updates'),
      shares: add('shares'),
      total: day?.totalUses ?? 0,
    });
  }
  return points;
}
