import { z } from 'zod';

/** The one error body every API route answers with. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    /** Heading of the message where the spec gives one, e.g. 'Invalid Delivery Day'. */
    title: z.string().optional(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
