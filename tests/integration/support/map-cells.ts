// The pre-aggregated map cells checked against the businesses themselves: every level
// grouped on the fly, cell by cell (counts, the lone business, coordinate sums).
interface Queryable {
  query(text: string): Promise<{ rows: unknown[] }>;
}

/** Cells of map_cells that differ from the businesses as they are now; none when the table is exact. */
export async function mapCellDifferences(db: Queryable): Promise<unknown[]> {
  const { rows } = await db.query(`
    WITH expected AS (
      SELECT l.level, map_cell(map_x(b.longitude), l.level) AS x, map_cell(map_y(b.latitude), l.level) AS y,
             count(*)::int AS count, sum(b.latitude) AS lat_sum, sum(b.longitude) AS lng_sum,
             CASE WHEN count(*) = 1 THEN min(b.id) END AS one_id
        FROM businesses b CROSS JOIN generate_series(2, map_cells_top_level()) AS l(level)
       WHERE b.latitude IS NOT NULL AND b.longitude IS NOT NULL
       GROUP BY 1, 2, 3
    )
    SELECT level, x, y, e.count AS expected_count, m.count, e.one_id AS expected_one_id, m.one_id
      FROM expected e FULL JOIN map_cells m USING (level, x, y)
     WHERE e.count IS DISTINCT FROM m.count OR e.one_id IS DISTINCT FROM m.one_id
        OR abs(e.lat_sum - m.lat_sum) > 1e-6 OR abs(e.lng_sum - m.lng_sum) > 1e-6
     ORDER BY level, x, y LIMIT 10`);
  return rows;
}
