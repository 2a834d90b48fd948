/**
 * Rows as CSV (RFC 4180, CRLF line ends, a byte-order mark so spreadsheets read UTF-8). A cell a spreadsheet would
 * run as a formula (starting with =, +, -, @, a tab or a carriage return) is written with a leading apostrophe, so
 * what a consumer typed is never executed on the vendor's computer (OWASP ASVS 5.0 V1.2, CSV and formula injection).
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
