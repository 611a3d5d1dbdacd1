import { type CustomerForm, type CustomerView, customerFormSchema, type Weekday } from '@oms/contracts';

export interface CustomerFormState {
  emailOfCustomer: string;
  accountName: string;
  venueName: string;
  accountNumber: string;
  addressCity: string;
  addressLine1: string;
  addressLine2: string;
  addressPostCode: string;
  deliveryDays: Weekday[];
  minimumOrder: string;
  deliveryFee: string;
  orderCutOffTime: string;
  priceFileSupplierId: string;
}

export type CustomerField = keyof CustomerFormState;

const pounds = (pence: number) => (pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2));

export function emptyCustomerForm(priceFileSupplierId: string): CustomerFormState {
  return {
    emailOfCustomer: '',
    accountName: '',
    venueName: '',
    accountNumber: '',
    addressCity: '',
    addressLine1: '',
    addressLine2: '',
    addressPostCode: '',
    deliveryDays: [],
    minimumOrder: '',
    deliveryFee: '',
    orderCutOffTime: '',
    priceFileSupplierId,
  };
}

export function customerFormOf(customer: CustomerView): CustomerFormState {
  return {
    emailOfCustomer: customer.emailOfCustomer,
    accountName: customer.accountName,
    venueName: customer.venueTitle,
    accountNumber: customer.accountNumber,
    addressCity: customer.addressCity,
    addressLine1: customer.addressLine1,
    addressLine2: customer.addressLine2,
    addressPostCode: customer.addressPostCode,
    deliveryDays: customer.deliveryDays,
    minimumOrder: pounds(customer.minimumOrder),
    deliveryFee: pounds(customer.deliveryFee),
    orderCutOffTime: customer.orderCutOffTime,
    priceFileSupplierId: customer.priceFile.supplierId,
  };
}

/** The spec's message beside each field, from the same schema the server checks with; empty when all is well. */
export function customerFormErrors(form: CustomerForm): Partial<Record<CustomerField, string>> {
  const parsed = customerFormSchema.safeParse(form);
  if (parsed.success) return {};
  const errors: Partial<Record<CustomerField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CustomerField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
