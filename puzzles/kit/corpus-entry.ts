/**
 * A corpus file (format in corpora/README.md) as one zod schema: what a puzzle definition reads and
 * writes (its entries), what `lexpath repro` saves and verify, bench and explain read back. The
 * schema is made with the zod its caller gives: the kit loads none itself, since it is on the way of
 * `lexpath solve`, which reads no corpus (harness/corpus.ts gives its own; certified.ts loads one
 * when a puzzle's certified answers are first needed).
 */
import type { z as zod } from 'zod';

/** The corpus schemas, made with `z`. */
export function corpusSchemas(z: typeof zod) {
  const entry = z.object({
    /** Eight: the start board; Rotation: the 24 digits, space-separated. */
    start: z.string(),
    /** Eight only: the goal board. */
    goal: z.string().optional(),
    /** The smallest shortest answer ('' for none needed). */
    answer: z.string(),
    /** Labelled puzzles only (Rotation): the label after the answer, Rotation's centre digit. */
    centre: z.number().int().nonnegative().optional(),
    source: z.string(),
    note: z.string().optional(),
  });
  const file = z.object({
    /** The puzzle's name (harness/corpus.ts checks it against the registry). */
    puzzle: z.string(),
    description: z.string().optional(),
    cases: z.array(entry),
  });
  return { entry, file };
}

type CorpusSchemas = ReturnType<typeof corpusSchemas>;
export type CorpusEntry = zod.infer<CorpusSchemas['entry']>;
export type CorpusFile = zod.infer<CorpusSchemas['file']>;
