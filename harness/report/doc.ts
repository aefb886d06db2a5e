/**
 * The report as a list of blocks, written once (summary.ts and its sections/) and rendered twice:
 * as Markdown for summary.md (markdown.ts, for GitHub job summaries) and as HTML for index.html
 * (html.ts), so both say the same things.
 */

export type Inline =
  | string
  | { readonly code: string }
  | { readonly strong: string }
  | { readonly link: string; readonly href: string };
export type Text = Inline | readonly Inline[];
export type Tone = 'ok' | 'warn' | 'bad';

export interface TableRow {
  readonly cells: readonly Text[];
  readonly tone?: Tone;
}

export type Block =
  | { readonly kind: 'heading'; readonly level: 1 | 2 | 3; readonly text: string }
  | { readonly kind: 'banner'; readonly tone: Tone; readonly title: string; readonly text: Text }
  | { readonly kind: 'para'; readonly text: Text }
  | { readonly kind: 'list'; readonly items: readonly Text[] }
  | {
      readonly kind: 'table';
      readonly headers: readonly string[];
      readonly numeric?: readonly boolean[];
      readonly rows: readonly TableRow[];
    }
  | { readonly kind: 'code'; readonly lang: string; readonly text: string }
  | { readonly kind: 'chart'; readonly file: string; readonly title: string; readonly caption: string };

export function inlines(text: Text): readonly Inline[] {
  return typeof text === 'string' || !Array.isArray(text) ? [text as Inline] : (text as readonly Inline[]);
}

/** A heading's anchor: lower case, words joined by '-'. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
