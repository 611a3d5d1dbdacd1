import { z } from 'zod';
import { weekdaySchema } from '../platform/dates';
import { parsePounds } from '../platform/money';
import { customerMessages as m } from './customerMessages';

const required = (message: string) => z.string({ error: message }).trim().min(1, { message });

/** Whole pounds or pounds and pence as typed ("150", "12.50"), kept in pence. */
const pounds = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((text) => !text.startsWith('£') && parsePounds(text) !== null, { message })
    .transform((text) => parsePounds(text) ?? 0);

/** Spec 03 §3 Add-customer form, with the §5 messages; money in pounds as typed. */
export const customerFormSchema = z.object({
  emailOfCustomer: required(m.emailRequired).pipe(z.email({ message: m.emailInvalid })),
  accountName: required(m.accountNameRequired).pipe(z.string().max(120)),
  venueName: required(m.venueNameRequired).pipe(z.string().max(120)),
  accountNumber: z
    .string({ error: m.accountNumberPositive })
    .trim()
    .regex(/^\d{1,20}$/, { message: m.accountNumberPositive }),
  addressCity: required(m.addressCityRequired).pipe(z.string().max(120)),
  addressLine1: required(m.addressLine1Required).pipe(z.string().max(200)),
  addressLine2: required(m.addressLine2Required).pipe(z.string().max(200)),
  addressPostCode: required(m.addressPostCodeRequired).pipe(z.string().max(20)),
  deliveryDays: z
    .array(weekdaySchema, { error: m.deliveryDaysRequired })
    .min(1, { message: m.deliveryDaysRequired })
    .transform((days) => [...new Set(days)]),
  minimumOrder: pounds(m.minimumOrderPositive),
  deliveryFee: pounds(m.deliveryFeePositive),
  orderCutOffTime: required(m.cutOffRequired).pipe(
    z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: m.cutOffFormat }),
  ),
  /** The price file: one of the supplier's own (spec 03 §3 supplierid). */
  priceFileSupplierId: z.string().min(1, { message: m.priceFileUnknown }),
});
export type CustomerForm = z.input<typeof customerFormSchema>;
export type CustomerFormValues = z.output<typeof customerFormSchema>;

/** Adding a customer: the form, and the existing venue picked from "Exist venues" if one was. */
export const addCustomerBodySchema = customerFormSchema.extend({ venueId: z.string().min(1).optional() });
export type AddCustomerBody = z.input<typeof addCustomerBodySchema>;

export const priceFileSchema = z.object({ supplierId: z.string(), title: z.string(), secondTitle: z.string() });
export type PriceFile = z.infer<typeof priceFileSchema>;

/** Spec 03 §3 Customer: one venue a supplier supplies, as its Customers screen shows it. */
export const customerViewSchema = z.object({
  venueId: z.string(),
  venueTitle: z.string(),
  /** Venues have no logo of their own yet: null shows the venue's initials. */
  logo: z.string().nullable(),
  emailOfCustomer: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  addressCity: z.string(),
  addressPostCode: z.string(),
  deliveryDays: z.array(weekdaySchema),
  /** Pence. */
  minimumOrder: z.number().int(),
  /** Pence; "Delivery Free" on the screen (spec 03 §3 keeps the venue record's name). */
  deliveryFee: z.number().int(),
  orderCutOffTime: z.string(),
  priceFile: priceFileSchema,
  isActive: z.boolean(),
});
export type CustomerView = z.infer<typeof customerViewSchema>;

export const customerListSchema = z.object({
  customers: z.array(customerViewSchema),
  activeCount: z.number().int(),
  priceFiles: z.array(priceFileSchema),
});
export type CustomerList = z.infer<typeof customerListSchema>;

export const customerListQuerySchema = z.object({ venueTitle: z.string().max(120).optional() });

export const customerParamsSchema = z.object({ supplierId: z.string().min(1), venueId: z.string().min(1) });

/** "Exist venues": only what picking a venue needs, never its contacts, code or settings. */
export const venueMatchSchema = z.object({
  venueId: z.string(),
  title: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  addressCity: z.string(),
  addressPostCode: z.string(),
  logo: z.string().nullable(),
  isCustomer: z.boolean(),
});
export type VenueMatch = z.infer<typeof venueMatchSchema>;
export const venueMatchListSchema = z.object({ venues: z.array(venueMatchSchema) });
export const venueMatchQuerySchema = z.object({
  venueTitle: z.string().trim().min(2, { message: m.emptySearch }).max(120),
});
