/** One measured figure beside its baseline from the same run. */
export interface RatioRow {
  name: string;
  figure: number;
  baseline: number;
  /** How the baseline's queries ran (see planOf), printed after the ratio when given. */
  baselinePlan?: string;
}

/** Prints figures, baselines and their ratios in aligned columns under the given headings. */
export function printRatioTable(
  rows: readonly RatioRow[],
  headings: { figure: string; baseline: string },
  digits = 1,
): void {
  console.log(
    'figure'.padEnd(46),
    headings.figure.padStart(9),
    headings.baseline.padStart(9),
    'ratio'.padStart(7),
    ...(rows.some((row) => row.baselinePlan) ? [' baseline plan'] : []),
  );
  for (const row of rows) {
    console.log(
      row.name.padEnd(46),
      row.figure.toFixed(digits).padStart(9),
      row.baseline.toFixed(digits).padStart(9),
      (row.figure / row.baseline).toFixed(2).padStart(7),
      ...(row.baselinePlan ? [` ${row.baselinePlan}`] : []),
    );
  }
}
