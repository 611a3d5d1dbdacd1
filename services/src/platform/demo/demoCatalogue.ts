import type { SupplierOnboarded, VenueRegistered, Weekday } from '@oms/contracts';

type DemoProduct = [
  title: string,
  size: string,
  UoM: 'Kg' | 'Each' | 'Pack' | 'Box',
  type: string,
  pence: number,
  hasVat: boolean,
];

export interface DemoSupplier extends SupplierOnboarded {
  skuPrefix: string;
  minOrderValue: number;
  products: DemoProduct[];
}

const weekdaysOnly: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

export const demoSuppliers: DemoSupplier[] = [
  {
    supplierId: 'sup-brakes',
    title: 'Brakes',
    deliveryDays: weekdaysOnly,
    cutOffTime: '16:00',
    integrationType: 'Brakes',
    skuPrefix: 'BRK',
    minOrderValue: 15_000,
    products: [
      ['Frozen Chips Skin-On 10mm', '4 x 2.5kg', 'Box', 'Frozen', 2_349, false],
      ['Plain Flour', '16kg', 'Each', 'Dry Goods', 1_275, false],
      ['Rapeseed Oil', '20L', 'Each', 'Dry Goods', 3_199, false],
      ['Free Range Eggs Large', '15 x 12', 'Box', 'Dairy', 3_850, false],
      ['Basmati Rice', '10kg', 'Each', 'Dry Goods', 2_120, false],
      ['Chopped Tomatoes', '6 x 2.5kg', 'Box', 'Ambient', 1_890, false],
      ['Garden Peas Frozen', '4 x 2.5kg', 'Box', 'Frozen', 1_560, false],
      ['Blue Roll Centrefeed', '6 rolls', 'Pack', 'Cleaning', 1_499, true],
      ['Heavy Duty Bin Liners', '200', 'Box', 'Cleaning', 2_450, true],
      ['Mayonnaise', '10L', 'Each', 'Sauces', 1_745, false],
    ],
  },
  {
    supplierId: 'sup-matthew-clark',
    title: 'Matthew Clark',
    deliveryDays: ['Tuesday', 'Thursday', 'Saturday'],
    cutOffTime: '14:00',
    integrationType: null,
    skuPrefix: 'MCL',
    minOrderValue: 25_000,
    products: [
      ['House Pinot Grigio', '6 x 75cl', 'Box', 'Wine', 4_590, true],
      ['House Merlot', '6 x 75cl', 'Box', 'Wine', 4_320, true],
      ['Prosecco DOC Extra Dry', '6 x 75cl', 'Box', 'Wine', 6_150, true],
      ['London Dry Gin', '70cl', 'Each', 'Spirits', 1_895, true],
      ['Premium Lager Keg', '50L', 'Each', 'Beer', 14_500, true],
      ['Best Bitter Cask', '72 pints', 'Each', 'Beer', 9_800, true],
      ['Tonic Water', '24 x 200ml', 'Box', 'Soft Drinks', 1_320, true],
      ['Sparkling Water', '24 x 330ml', 'Box', 'Soft Drinks', 1_140, true],
      ['Cola Bottles', '24 x 330ml', 'Box', 'Soft Drinks', 1_580, true],
    ],
  },
  {
    supplierId: 'sup-fresh-direct',
    title: 'Fresh Direct',
    deliveryDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    cutOffTime: '20:00',
    integrationType: null,
    skuPrefix: 'FDX',
    minOrderValue: 5_000,
    products: [
      ['Vine Tomatoes', '5kg', 'Kg', 'Vegetables', 1_150, false],
      ['Iceberg Lettuce', '10 heads', 'Box', 'Vegetables', 890, false],
      ['Lemons', '80 count', 'Box', 'Fruit', 1_625, false],
      ['Maris Piper Potatoes', '25kg', 'Each', 'Vegetables', 1_350, false],
      ['Red Onions', '10kg', 'Each', 'Vegetables', 975, false],
      ['Flat Leaf Parsley', '1kg', 'Kg', 'Herbs', 640, false],
      ['Avocados Ready to Eat', '22 count', 'Box', 'Fruit', 2_280, false],
      ['Chestnut Mushrooms', '2.5kg', 'Box', 'Vegetables', 1_095, false],
    ],
  },
  {
    supplierId: 'sup-smithfield',
    title: 'Smithfield Butchers',
    deliveryDays: ['Monday', 'Wednesday', 'Friday'],
    cutOffTime: '12:00',
    integrationType: null,
    skuPrefix: 'SMB',
    minOrderValue: 10_000,
    products: [
      ['Beef Mince 15% Fat', '5kg', 'Kg', 'Meat', 4_250, false],
      ['Chicken Breast Fillets', '5kg', 'Kg', 'Poultry', 3_675, false],
      ['Pork Sausages Cumberland', '60 x 67g', 'Box', 'Meat', 2_890, false],
      ['Dry-Aged Sirloin Steak', '10 x 227g', 'Box', 'Meat', 8_950, false],
      ['Smoked Back Bacon', '2.27kg', 'Pack', 'Meat', 2_145, false],
      ['Lamb Shoulder Boneless', '2.5kg', 'Kg', 'Meat', 3_980, false],
    ],
  },
  {
    supplierId: 'sup-dairy-fresh',
    title: 'Dairy Fresh',
    deliveryDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    cutOffTime: '22:00',
    integrationType: null,
    skuPrefix: 'DFR',
    minOrderValue: 0,
    products: [
      ['Whole Milk', '6 x 2L', 'Pack', 'Dairy', 780, false],
      ['Double Cream', '2L', 'Each', 'Dairy', 695, false],
      ['Unsalted Butter', '10 x 250g', 'Pack', 'Dairy', 2_150, false],
      ['Mature Cheddar Block', '5kg', 'Each', 'Dairy', 3_420, false],
      ['Greek Style Yoghurt', '2kg', 'Each', 'Dairy', 645, false],
      ['Oat Barista Drink', '6 x 1L', 'Pack', 'Dairy Alternatives', 1_290, true],
    ],
  },
];

export const demoVenues: VenueRegistered[] = [
  {
    venueId: 'ven-crown-anchor',
    title: 'The Crown & Anchor',
    code: 'CRNANC',
    addressLine1: '22 Bridge Street',
    addressLine2: 'Riverside Quarter',
    addressCity: 'Bristol',
    addressPostCode: 'BS1 2PQ',
    phoneNumber: '0117 496 0123',
    isPricesHidden: false,
  },
  {
    venueId: 'ven-harbour-kitchen',
    title: 'Harbour Kitchen',
    code: 'HARBKT',
    addressLine1: '5 Quay Parade',
    addressLine2: '',
    addressCity: 'Brighton',
    addressPostCode: 'BN1 1AA',
    phoneNumber: '',
    isPricesHidden: false,
  },
];
