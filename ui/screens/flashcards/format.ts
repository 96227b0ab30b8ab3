import { format, formatDistanceStrict } from 'date-fns';

/** How long from `from` until `due`, as a rating button shows it ('10 minutes', '4 days'). */
export function intervalLabel(due: Date, from: Date): string {
  return formatDistanceStrict(due, from, { roundingMethod: 'round' });
}

/** A due date the learner reads ('28 Nov 2026, 14:05'). */
export function dueDateLabel(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy, HH:mm');
}
