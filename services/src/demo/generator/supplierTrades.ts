import type { Weekday } from '@oms/contracts';
import type { ProductFamilyName } from './productFamilies';

/** The kinds of supplier a UK venue buys from, with what they sell and how they deliver. */
export interface SupplierTrade {
  /** Completes a place name into a supplier title: 'Cotswold' + ' Butchers'. */
  titleSuffixes: readonly string[];
  skuLetters: string;
  families: readonly ProductFamilyName[];
  deliveryPatterns: readonly (readonly Weekday[])[];
  cutOffTimes: readonly string[];
  /** Pence. */
  minimumOrders: readonly number[];
}

const weekdays: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const sixDays: Weekday[] = [...weekdays, 'Saturday'];
const everyDay: Weekday[] = ['Sunday', ...sixDays];

export const supplierTrades = {
  wholesaler: {
    titleSuffixes: ['Foodservice', 'Catering Supplies', 'Wholesale'],
    skuLetters: 'W',
    families: ['dryGoods', 'sauces', 'frozen', 'dairy', 'cleaning', 'disposables', 'meat', 'poultry'],
    deliveryPatterns: [weekdays, sixDays],
    cutOffTimes: ['15:00', '16:00', '17:00'],
    minimumOrders: [10_000, 15_000, 20_000],
  },
  butcher: {
    titleSuffixes: ['Butchers', 'Meat Company', 'Quality Meats'],
    skuLetters: 'B',
    families: ['meat', 'poultry'],
    deliveryPatterns: [['Monday', 'Wednesday', 'Friday'], weekdays, ['Tuesday', 'Thursday', 'Saturday']],
    cutOffTimes: ['11:00', '12:00', '14:00'],
    minimumOrders: [5_000, 10_000, 12_500],
  },
  greengrocer: {
    titleSuffixes: ['Fresh Produce', 'Greengrocers', 'Fruit & Veg'],
    skuLetters: 'G',
    families: ['vegetables', 'fruit', 'herbs'],
    deliveryPatterns: [sixDays, everyDay],
    cutOffTimes: ['18:00', '20:00', '21:00'],
    minimumOrders: [0, 5_000, 7_500],
  },
  fishmonger: {
    titleSuffixes: ['Fish Co', 'Seafoods', 'Fishmongers'],
    skuLetters: 'F',
    families: ['fish'],
    deliveryPatterns: [['Tuesday', 'Thursday', 'Saturday'], weekdays],
    cutOffTimes: ['10:00', '12:00'],
    minimumOrders: [7_500, 10_000],
  },
  dairy: {
    titleSuffixes: ['Dairies', 'Dairy Fresh', 'Creamery'],
    skuLetters: 'D',
    families: ['dairy'],
    deliveryPatterns: [everyDay, sixDays],
    cutOffTimes: ['20:00', '22:00'],
    minimumOrders: [0, 2_500],
  },
  bakery: {
    titleSuffixes: ['Bakery', 'Bakehouse', 'Artisan Bread'],
    skuLetters: 'K',
    families: ['bakery'],
    deliveryPatterns: [everyDay, sixDays],
    cutOffTimes: ['13:00', '15:00'],
    minimumOrders: [2_500, 5_000],
  },
  drinks: {
    titleSuffixes: ['Wine Merchants', 'Drinks', 'Cellars', 'Brewery'],
    skuLetters: 'R',
    families: ['wine', 'beer', 'spirits', 'softDrinks'],
    deliveryPatterns: [['Tuesday', 'Thursday', 'Saturday'], ['Monday', 'Thursday'], weekdays],
    cutOffTimes: ['12:00', '14:00', '16:00'],
    minimumOrders: [15_000, 25_000, 30_000],
  },
} as const satisfies Record<string, SupplierTrade>;

export type SupplierTradeName = keyof typeof supplierTrades;

/** Places that make believable supplier names across the UK. */
export const supplierPlaces = [
  'Cotswold',
  'Pennine',
  'Thames Valley',
  'Severn',
  'Cheviot',
  'Mendip',
  'Chiltern',
  'Solent',
  'Humber',
  'Tamar',
  'Fenland',
  'Peak District',
  'Wye Valley',
  'Kentish',
  'Cornish',
  'Highland',
  'Dales',
  'Lakeland',
  'Clyde',
  'Mersey',
  'Tyne',
  'Exmoor',
  'Malvern',
  'Norfolk',
  'Suffolk',
  'Essex',
  'Sussex',
  'Dorset',
  'Devon',
  'Yorkshire',
  'Lancashire',
  'Cheshire',
  'Shropshire',
  'Hereford',
  'Somerset',
  'Wessex',
  'Mercia',
  'Anglia',
  'Borders',
  'Fife',
  'Cardiff Bay',
  'Brecon',
  'Snowdonia',
  'Antrim',
  'Ulster',
  'Ouse',
  'Avon',
  'Medway',
  'Trent',
  'Wharfe',
] as const;
