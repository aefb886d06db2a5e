/**
 * The oracle's proof that an answer is not the smallest shortest one, as a zod schema: reports store
 * it with their counterexamples and read it back. The oracle imports the type only, so judging
 * loads no zod.
 */
import { z } from 'zod';

const distance = z.number().int().nonnegative();

/** The first step where a smaller move still lies on a shortest path, with the distances that show it. */
export const lexCertificateSchema = z.object({
  /** 1-based step. */
  step: z.number().int().positive(),
  actualMove: z.string(),
  smallerMove: z.string(),
  /** Exact distance to the goal before the step. */
  distanceBefore: distance,
  /** Exact distance to the goal after the smaller move: distanceBefore - 1, so it is still shortest. */
  distanceAfterSmaller: distance,
});
export type LexCertificate = z.infer<typeof lexCertificateSchema>;
