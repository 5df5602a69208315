/** The response envelope of every API call (ARCHITECTURE, "The API server"). */
import { z } from 'zod';

export const ENVELOPE_OK = 200;

export type Envelope<T> = { code: 200; result: T } | { code: number; message: string };

export const failureEnvelopeSchema = z.object({ code: z.number().int(), message: z.string() });

export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({ code: z.literal(ENVELOPE_OK), result });
}
