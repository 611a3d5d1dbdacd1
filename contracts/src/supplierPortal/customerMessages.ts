/** Spec 03 §5, §8: the words of the Customers screen, shared by the form and the server. */
export const customerMessages = {
  emailRequired: 'Please input email of customer',
  emailInvalid: 'The input is not valid email',
  accountNameRequired: 'Please input account name',
  venueNameRequired: 'Please input venue name',
  accountNumberPositive: 'The account number must be a positive number!',
  addressCityRequired: 'Please input address city',
  addressLine1Required: 'Please input address line 1',
  addressLine2Required: 'Please input address line 2',
  addressPostCodeRequired: 'Please input address post code',
  minimumOrderPositive: 'The minimum order must be a positive number!',
  deliveryFeePositive: 'The delivery fee must be a positive number!',
  deliveryDaysRequired: 'Please select the delivery days',
  cutOffRequired: 'Please input the order cut off time',
  cutOffFormat: 'The order cut off time must be HH:mm',
  priceFileUnknown: 'Choose one of your price files',
  emptySearch: 'Please enter a search term',
  searchFailed: 'Something went wrong when searching. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this customer?',
  invalidCsv: 'Please select a valid CSV file.',
  wrongHeadings: 'Incorrectly filled in headings, fill them in according to the template',
  readError: 'Error reading the file.',
  alreadyCustomer: 'This venue is already your customer',
  notCustomer: 'This venue is not your customer',
} as const;

/** Spec 03 §5: the customer CSV template's headings, exactly and in order. */
export const customerCsvHeadings = [
  'Email of Customer',
  'Account Name',
  'Account Number',
  'Address City',
  'Address Line 1',
  'Address Line 2',
  'Address Post Code',
  'Venue Name',
  'Delivery Days',
  'Minimum Order',
  'Delivery Fee',
  'Order Cut-Off Time',
  'Price File',
] as const;

/** Spec 03 §9. */
export const customerPageSizes = [5, 10, 20, 50, 100, 250] as const;
export const CUSTOMER_DEFAULT_PAGE_SIZE = 100;
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 1000;
