import { z } from 'zod';

export const venueParamsSchema = z.object({ venueId: z.string().min(1) });

export const venueSummarySchema = z.object({
  venueId: z.string(),
  title: z.string(),
  /** Null until address and phone are complete (spec 01 §2). */
  code: z.string().nullable(),
  isPricesHidden: z.boolean(),
});
export type VenueSummary = z.infer<typeof venueSummarySchema>;

export const venueListSchema = z.object({
  venues: z.array(venueSummarySchema),
});
export type VenueList = z.infer<typeof venueListSchema>;

export const sessionSchema = z.object({
  account: z.object({
    accountId: z.string(),
    name: z.string(),
    role: z.string(),
  }),
  /** True while the development switch signs everyone in as the demo venue user. */
  developmentFixedUser: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
