import { z } from 'zod';

/** Every JSON answer of the API: `code` 0 means OK; any other code names a catalogue entry. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    code: z.number().int(),
    message: z.string(),
    data,
  });
}

export const failureEnvelope = envelope(z.unknown());

export interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}
