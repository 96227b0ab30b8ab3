import { format } from 'date-fns';
import type { Person } from '../../../src/api/graphql';
import { mapsStrings } from './strings';

/** Spec 1 section 9: dates in tooltips read d/M/Y HH:mm:ss. */
export const TOOLTIP_DATE_FORMAT = 'd/M/yyyy HH:mm:ss';
/** The modified column's own, shorter form. */
export const CELL_DATE_FORMAT = 'd MMM yyyy, HH:mm';

const valid = (date: Date) => !Number.isNaN(date.getTime());

export function formatTooltipDate(iso: string): string {
  const date = new Date(iso);
  return valid(date) ? format(date, TOOLTIP_DATE_FORMAT) : '';
}

export function formatCellDate(iso: string): string {
  const date = new Date(iso);
  return valid(date) ? format(date, CELL_DATE_FORMAT) : '';
}

/** The owner column: 'Me' for the viewer's own maps, otherwise the owner's name. */
export function ownerName(owner: Person, viewerId: string): string {
  if (owner.id === viewerId) return mapsStrings.table.me;
  return `${owner.firstName} ${owner.lastName}`.trim();
}
