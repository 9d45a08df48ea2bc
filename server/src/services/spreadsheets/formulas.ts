/**
 * Text that a spreadsheet program would take for a formula (OWASP "CSV injection"): a text cell that
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return is written with a leading single quote,
 * which Excel and LibreOffice show as text and never evaluate. Text that is entirely a number (`-12`,
 * `-1,5`) is left as it is: it cannot run anything. On import one such leading quote is removed again,
 * so an exported file imports as it was exported.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/** `text` as a spreadsheet may show it: `'=HYPERLINK(…)` for `=HYPERLINK(…)`, `-12` unchanged. */
export const neutraliseFormula = (text: string): string =>
  FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;

/** The text {@link neutraliseFormula} was given: one leading `'` dropped when a formula start follows. */
export const restoreFormula = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
