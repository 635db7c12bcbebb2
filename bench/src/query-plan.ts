import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@qiao/server/src/platform/db/database';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The nodes that say how rows were found and ordered; joins, limits and aggregates say nothing. */
function describe(node: PlanNode): string[] {
  const type = node['Node Type'];
  const own = node['Index Name']
    ? [`${type} ${node['Index Name']}`]
    : type === 'Seq Scan' || type.endsWith('Sort')
      ? [node['Relation Name'] ? `${type} ${node['Relation Name']}` : type]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(describe)];
}

/**
 * How the database runs each query, in a few words ("Index Scan user_files_folder_name_asc_idx",
 * "Seq Scan user_files > Sort"), so a baseline's figure shows whether it read an index or the table.
 */
export async function planOf(db: Db, ...queries: SQL[]): Promise<string> {
  const plans = await Promise.all(
    queries.map(async (query) => {
      const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
        db,
        sql`explain (format json) ${query}`,
      );
      const json = row!['QUERY PLAN'];
      const [{ Plan }] =
        typeof json === 'string' ? (JSON.parse(json) as [{ Plan: PlanNode }]) : json;
      return describe(Plan).reverse().join(' > ');
    }),
  );
  return plans.join(' + ');
}
