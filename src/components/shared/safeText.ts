// Text from a chain is anyone's text: an account, a token name or a memo can hide characters that reorder or
// hide what follows (a U+202E makes `0xabc…fed` read backwards, an address spoofing trick). These helpers make
// them visible before the text reaches the screen or a file.

/**
 * Bidi controls (U+202A–U+202E, U+2066–U+2069, U+061C), zero-width and direction marks (U+200B–U+200F), and
 * other invisible format characters (U+180E, U+2060–U+2064, U+FEFF).
 */
const invisibleFormat = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g

/** Whether `text` holds a character that reorders or hides text. */
export const hasInvisible = (text: string) => text.search(invisibleFormat) !== -1

/** `text` with each invisible format character written out as `[U+202E]`. */
export function revealInvisible(text: string): string {
  return text.replace(
    invisibleFormat,
    (char) => `[U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}]`,
  )
}

/** JSON text with each invisible format character as its `\u202e` escape: the same JSON, shown safely. */
export function escapeInvisibleJson(json: string): string {
  return json.replace(invisibleFormat, (char) => `\\u${char.codePointAt(0)?.toString(16).padStart(4, '0')}`)
}

/**
 * One CSV cell (RFC 4180): always quoted, quotes doubled, newlines kept inside the quotes. A cell that a
 * spreadsheet would run as a formula (a leading `=`, `+`, `-`, `@`, tab or carriage return) is prefixed
 * with `'`, as OWASP's CSV injection guidance says.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${revealInvisible(safe).replaceAll('"', '""')}"`
}

/** CSV text from rows of cells, CRLF between rows (RFC 4180). */
export const csvText = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n')
