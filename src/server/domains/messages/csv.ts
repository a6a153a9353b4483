/**
 * One CSV cell, safe to open in a spreadsheet: a value that a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return) is prefixed with a single quote, so it
 * shows as text (OWASP's CSV injection advice); every cell is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows as CSV text (RFC 4180 line ends). */
export function csvText(header: string[], rows: (string | number | null | undefined)[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
