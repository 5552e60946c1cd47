/**
 * The ranking table as CSV, the way spreadsheets in the user's language open it: French uses ";"
 * between fields and a decimal comma, English "," and a decimal point. A BOM keeps accents intact.
 */
export function toCsv(header: string[], rows: (string | number | null)[][], language: string): string {
  const sep = language === 'en' ? ',' : ';';
  const cell = (v: string | number | null) => {
    if (v === null) return '';
    const text = typeof v === 'number' ? (language === 'en' ? String(v) : String(v).replace('.', ',')) : v;
    return text.includes(sep) || /["\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(sep)).join('\r\n')}\r\n`;
}

/** Saves a blob under a file name (an anchor with `download`). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
