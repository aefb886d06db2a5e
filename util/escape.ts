/**
 * Text that came from outside (program names and commands, program output, file contents) on its
 * way into a terminal, Markdown or HTML, and excerpts of bad input for error messages.
 */

/**
 * C0 controls but tab and newline, DEL, C1 controls, the Unicode line/paragraph separators, the
 * characters that look like a space or like nothing (no-break space, zero-width ones, the byte-order
 * mark), which would make a message about them read wrong, and the bidirectional overrides and
 * isolates, which reorder how a line is displayed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for.
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u00a0\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g;
/** The same, with tab and newline too (for one-line contexts). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for.
const CONTROLS_AND_BREAKS = /[\u0000-\u001f\u007f-\u00a0\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g;

/**
 * JSON for a terminal: the characters above (C1 controls, bidi overrides, ...) as \\uXXXX escapes, still valid JSON.
 */
export function terminalJson(value: unknown): string {
  const json = JSON.stringify(value, null, 2).replace(
    /[\u007f-\u00a0\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${json}\n`;
}

function escapeOne(ch: string): string {
  if (ch === '\n') return '\\n';
  if (ch === '\r') return '\\r';
  if (ch === '\t') return '\\t';
  const code = ch.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** For a terminal: control characters (ESC, NUL, CR, ...) shown as escapes; newlines and tabs kept. */
export function terminalSafe(text: string): string {
  return text.replace(CONTROLS, escapeOne);
}

/** On one line: every control character, newlines included, shown as an escape. */
export function oneLine(text: string): string {
  return text.replace(CONTROLS_AND_BREAKS, escapeOne);
}

/**
 * A short, escaped excerpt of bad input for an error message: at most `max` characters of it, on
 * one line, with how much was left out. Never the whole of a long input.
 */
export function excerpt(text: string, max = 40): string {
  const head = [...text.slice(0, max + 1)];
  const shown = oneLine(head.slice(0, max).join(''));
  return head.length > max ? `${shown}... (${text.length} characters)` : shown;
}

/**
 * Markdown text (not code): the characters that start emphasis, code, links, HTML, tables or
 * strike-through backslash-escaped (< > & as entities), a leading character that could start a
 * heading, quote or list escaped, and controls (newlines too) shown as escapes, so outside text
 * can neither break out of its line nor become markup.
 */
export function markdownText(text: string): string {
  const escaped = oneLine(text).replace(/[\\`*_[\]<>&|~!]/g, (ch) => {
    if (ch === '<') return '&lt;';
    if (ch === '>') return '&gt;';
    if (ch === '&') return '&amp;';
    return `\\${ch}`;
  });
  return escaped.replace(/^(\s*)([#+-](?=\s|$)|=+$|\d+[.)](?=\s|$))/, (_, space: string, lead: string) =>
    /^\d/.test(lead) ? `${space}${lead.slice(0, -1)}\\${lead.slice(-1)}` : `${space}\\${lead}`,
  );
}

/** A Markdown code span that holds `code` literally, whatever backticks, pipes or newlines it has. */
export function markdownCode(code: string, inTable = false): string {
  let body = oneLine(code);
  if (inTable) body = body.replace(/\|/g, '\\|');
  const longest = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = body.startsWith('`') || body.endsWith('`') || body.startsWith(' ') || body === '' ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

/** A fenced Markdown code block that holds `text` literally (lines kept, other controls escaped). */
export function markdownCodeBlock(text: string, lang = ''): string {
  const body = terminalSafe(text).replace(/\t/g, '\\t');
  const longest = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${oneLine(lang).replace(/[`\s]/g, '')}\n${body}\n${fence}`;
}

/** HTML text or attribute value: the five special characters as entities, controls escaped. */
export function htmlText(text: string): string {
  return oneLine(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** HTML text that may hold line breaks (inside <pre>). */
export function htmlPreText(text: string): string {
  return terminalSafe(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
