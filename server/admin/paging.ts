import { z } from 'zod';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX } from '../../src/model/admin/access.ts';

/** One page of an administration table and how many rows the whole table has. */
export interface Page<T> {
  total: number;
  items: T[];
}

/** The paging arguments every administration list takes: the first page of the usual size by default. */
export const pagingArgs = z.object({
  offset: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((offset) => offset ?? 0),
  limit: z
    .number()
    .int()
    .min(1)
    .max(ADMIN_PAGE_SIZE_MAX)
    .nullish()
    .transform((limit) => limit ?? ADMIN_PAGE_SIZE),
});

/** A page from its rows' query and its count query, run together. */
export async function pageOf<Row, Item>(
  rows: Promise<Row[]>,
  count: Promise<{ count: string | number | bigint }>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [found, counted] = await Promise.all([rows, count]);
  return { total: Number(counted.count), items: found.map(toItem) };
}
