/** The benches' printed tables: a label column, then one right-aligned column per case. */

export type Row = [label: string, ...cells: string[]];

/** A whole number or a fixed number of decimals; '–' where a case has no such figure. */
export function figure(value: number | null, digits = 0): string {
  return value === null ? '–' : value.toFixed(digits);
}

export function printTable(title: string, headers: readonly string[], rows: readonly Row[]): void {
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column + 1] ?? '').length)),
  );
  const line = (label: string, cells: readonly string[]) =>
    [label.padEnd(labelWidth), ...cells.map((cell, column) => cell.padStart(widths[column]!))].join(
      '  ',
    );
  console.info(`\n${title}\n`);
  console.info(line('', headers));
  for (const [label, ...cells] of rows) console.info(line(label, cells));
}
