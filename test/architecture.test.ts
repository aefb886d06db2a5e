/** docs/architecture.md's table of layer rules is the one in .dependency-cruiser.cjs, the rules' single source. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs') as { forbidden: { name: string; comment: string }[] };
const doc = readFileSync(new URL('../docs/architecture.md', import.meta.url), 'utf8');

/** The rules as docs/architecture.md shows them. */
function rulesTable(): string {
  const rows = config.forbidden.map((rule) => `| \`${rule.name}\` | ${rule.comment} |`);
  return ['| rule | what it forbids or requires |', '|---|---|', ...rows].join('\n');
}

describe('docs/architecture.md', () => {
  it('shows the layer rules of .dependency-cruiser.cjs, each with its comment', () => {
    const block = /<!-- rules:begin[^>]*-->\n([\s\S]*?)\n<!-- rules:end -->/.exec(doc)?.[1];
    expect(block, 'the rules table is stale: copy the rules from .dependency-cruiser.cjs').toBe(rulesTable());
  });
});
