/**
 * Export of a list to CSV: every page of the list with the filters on screen, then one file the
 * browser downloads. UTF-8 with a BOM so spreadsheet programs read the Chinese correctly; a cell
 * that starts like a formula is prefixed with ' so opening the file never runs it.
 */

export interface CsvColumn<Row> {
  title: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** One cell: quoted when it holds a comma, quote or line break; formula-like text neutralised. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((column) => csvCell(column.title)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** At most this many rows in one export (200 a page): beyond it, narrow the filters. */
export const CSV_MAX_ROWS = 20_000;

/**
 * Fetches every page (`fetchPage(page, size)` → `{ total, list }`) and downloads them as `filename`.
 * Returns how many rows went into the file.
 */
export async function exportCsv<Row>(
  filename: string,
  columns: CsvColumn<Row>[],
  fetchPage: (page: number, size: number) => Promise<{ total: number; list: Row[] }>,
): Promise<number> {
  const size = 200;
  const rows: Row[] = [];
  for (let page = 1; rows.length < CSV_MAX_ROWS; page += 1) {
    const { total, list } = await fetchPage(page, size);
    rows.push(...list);
    if (list.length < size || rows.length >= total) break;
  }
  const blob = new Blob([toCsv(columns, rows.slice(0, CSV_MAX_ROWS))], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  link.click();
  URL.revokeObjectURL(link.href);
  return Math.min(rows.length, CSV_MAX_ROWS);
}
