/** Which part of a list a query reads: 0 the businesses that operate or closed for a while, 1 the permanently closed. */
export type ClosedRank = 0 | 1;

export type ReadPart<Row> = (closedRank: ClosedRank, offset: number, limit: number) => Promise<Row[]>;

/**
 * One page of a list read as [open part..., permanently closed part...].
 *
 * Each part is read in the list's own order by its own query (closed_rank is
 * an equality right after the group key of the list indexes), so either sort
 * direction walks an index; one ORDER BY closed_rank, … would need a second
 * index per direction or a sort of the whole group. Only a page that reaches
 * past the open part reads the closed part too, and only a page that starts
 * past it needs `countOpen` to know where the closed part begins.
 */
export async function readClosedLast<Row>(
  readPart: ReadPart<Row>,
  page: { offset: number; limit: number },
  countOpen: () => Promise<number>,
): Promise<Row[]> {
  const { offset, limit } = page;
  if (limit <= 0) return [];
  const open = await readPart(0, offset, limit);
  if (open.length === limit) return open;
  // A short open page ends the open part, so its size is known without counting.
  const openCount = open.length > 0 || offset === 0 ? offset + open.length : await countOpen();
  const closed = await readPart(1, Math.max(0, offset - openCount), limit - open.length);
  return [...open, ...closed];
}
