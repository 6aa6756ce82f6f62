// Spreadsheet files (RFC 4180): a field with a comma, quote or line break is quoted. A text
// that a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first) is
// written with a leading apostrophe, since members write the questions, comments and names
// an admin downloads; a plain number, negative ones included, stays a number.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

// Rows (the first one the titles) as one CSV text, CRLF line ends.
export const csvText = (rows: (string | number)[][]): string =>
  `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
