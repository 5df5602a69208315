/** The benches' tables: a header, a rule and rows, each column as wide as its widest cell. */

/**
 * The table as text; columns listed in `leftAligned` are padded on the right, the others (figures)
 * on the left.
 * @example alignedTable(['bench', 'calls/s'], [['sqlite', '2724']]) // 'bench   calls/s\n------  -------\nsqlite     2724'
 */
export function alignedTable(header: string[], rows: string[][], leftAligned: readonly number[] = [0]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        leftAligned.includes(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(format)].join('\n');
}
