/**
 * The repair catalogue: the one source of truth, seeded into device_models and service_types and
 * served by GET /api/catalogue. Prices are whole dollars here and cents in the database.
 */

export interface CategorySeed {
  id: string;
  name: string;
  description: string;
  icon: string;
  image: string;
  /** Shown in the Repair menu and the /repair grid (laptop and other are not, spec 2). */
  featured: boolean;
}

export const deviceCategories: CategorySeed[] = [
  {
    id: 'iphone',
    name: 'iPhone',
    description: 'All iPhone models from 6 to the 15 series',
    icon: 'phone_iphone',
    image: '/images/repair/iphone.svg',
    featured: true,
  },
  {
    id: 'android',
    name: 'Android',
    description: 'Samsung, Google Pixel, OnePlus, LG and more',
    icon: 'phone_android',
    image: '/images/repair/android.svg',
    featured: true,
  },
  {
    id: 'tablet',
    name: 'iPad',
    description: 'iPad models and Android tablets',
    icon: 'tablet_mac',
    image: '/images/repair/tablet.svg',
    featured: true,
  },
  {
    id: 'gaming',
    name: 'Game Console',
    description: 'PlayStation, Xbox, Nintendo Switch',
    icon: 'sports_esports',
    image: '/images/repair/gaming.svg',
    featured: true,
  },
  {
    id: 'laptop',
    name: 'Laptop / PC',
    description: 'MacBook, Windows laptops and desktop PCs',
    icon: 'laptop',
    image: '/images/repair/laptop.svg',
    featured: false,
  },
  {
    id: 'other',
    name: 'Other',
    description: 'Cameras, headphones and other electronics',
    icon: 'devices_other',
    image: '/images/repair/other.svg',
    featured: false,
  },
];

/** Every category a device model may have (spec 3), a superset of the repair categories above. */
export const modelCategories = [
  'iphone',
  'android',
  'tablet',
  'smartwatch',
  'laptop',
  'gaming',
  'drones',
  'other',
] as const;
export const modelSubcategories = [
  'samsung',
  'microsoft',
  'amazon',
  'apple',
  'google',
  'lenovo',
  'dell',
  'hp',
  'sony',
  'nintendo',
  'dji',
  'autel',
  'canon',
  'gopro',
] as const;

export interface ModelSeed {
  slug: string;
  name: string;
  category: (typeof modelCategories)[number];
  subcategory: (typeof modelSubcategories)[number] | null;
  brand: string;
  basePrice: number;
  /** False for models not yet repaired in the shop (labelled Coming Soon, not bookable). */
  bookable: boolean;
}

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function models(
  category: ModelSeed['category'],
  subcategory: ModelSeed['subcategory'],
  brand: string,
  list: [name: string, basePrice: number, bookable?: boolean][],
): ModelSeed[] {
  return list.map(([name, basePrice, bookable = true]) => ({
    slug: slugify(name),
    name,
    category,
    subcategory,
    brand,
    basePrice,
    bookable,
  }));
}

export const deviceModels: ModelSeed[] = [
  ...models('iphone', 'apple', 'Apple', [
    ['iPhone SE2', 99],
    ['iPhone SE3', 109],
    ['iPhone 11', 129],
    ['iPhone 11 Pro', 139],
    ['iPhone 11 Pro Max', 149],
    ['iPhone 12 mini', 139],
    ['iPhone 12', 149],
    ['iPhone 12 Pro', 159],
    ['iPhone 12 Pro Max', 169],
    ['iPhone 13 mini', 159],
    ['iPhone 13', 169],
    ['iPhone 13 Pro', 199],
    ['iPhone 13 Pro Max', 219],
    ['iPhone 14', 189],
    ['iPhone 14 Plus', 199],
    ['iPhone 14 Pro', 239],
    ['iPhone 14 Pro Max', 259],
    ['iPhone 15', 219],
    ['iPhone 15 Plus', 229],
    ['iPhone 15 Pro', 279],
    ['iPhone 15 Pro Max', 299],
    ['iPhone 16e', 229],
    ['iPhone 16', 249],
    ['iPhone 16 Plus', 259],
    ['iPhone 16 Pro', 319],
    ['iPhone 16 Pro Max', 339],
    ['iPhone 17', 299, false],
    ['iPhone 17 Air', 329, false],
    ['iPhone 17 Pro', 369, false],
    ['iPhone 17 Pro Max', 399, false],
  ]),
  ...models('android', 'samsung', 'Samsung', [
    ['Galaxy S20', 119],
    ['Galaxy S20+', 129],
    ['Galaxy S20 Ultra', 149],
    ['Galaxy S20 FE', 109],
    ['Galaxy S21', 129],
    ['Galaxy S21+', 139],
    ['Galaxy S21 Ultra', 169],
    ['Galaxy S21 FE', 119],
    ['Galaxy S22', 149],
    ['Galaxy S22+', 159],
    ['Galaxy S22 Ultra', 199],
    ['Galaxy S23', 169],
    ['Galaxy S23+', 179],
    ['Galaxy S23 Ultra', 229],
    ['Galaxy S23 FE', 149],
    ['Galaxy S24', 199],
    ['Galaxy S24+', 209],
    ['Galaxy S24 Ultra', 259],
    ['Galaxy S24 FE', 169],
    ['Galaxy S25', 229],
    ['Galaxy S25+', 249],
    ['Galaxy S25 Ultra', 299],
  ]),
  ...models('android', 'google', 'Google', [
    ['Pixel 7', 149],
    ['Pixel 7 Pro', 179],
    ['Pixel 8', 169],
    ['Pixel 8 Pro', 199],
    ['Pixel 9', 199],
    ['Pixel 9 Pro', 229],
  ]),
  ...models('tablet', 'apple', 'Apple', [
    ['iPad 9th Gen', 119],
    ['iPad 10th Gen', 139],
    ['iPad Air 5', 179],
    ['iPad mini 6', 169],
    ['iPad Pro 11', 249],
    ['iPad Pro 12.9', 299],
  ]),
  ...models('tablet', 'samsung', 'Samsung', [
    ['Galaxy Tab S8', 189],
    ['Galaxy Tab S9', 219],
    ['Galaxy Tab A8', 109],
  ]),
  ...models('tablet', 'amazon', 'Amazon', [['Fire HD 10', 89]]),
  ...models('tablet', 'lenovo', 'Lenovo', [['Lenovo Tab P11', 119]]),
  ...models('tablet', 'microsoft', 'Microsoft', [['Surface Pro 9', 249]]),
  ...models('smartwatch', 'apple', 'Apple', [
    ['Apple Watch Series 8', 129],
    ['Apple Watch Series 9', 149],
    ['Apple Watch Ultra 2', 199],
  ]),
  ...models('smartwatch', 'samsung', 'Samsung', [['Galaxy Watch 6', 119]]),
  ...models('laptop', 'apple', 'Apple', [
    ['MacBook Air 13', 249],
    ['MacBook Pro 14', 329],
    ['MacBook Pro 16', 399],
  ]),
  ...models('laptop', 'dell', 'Dell', [['Dell XPS 13', 199]]),
  ...models('laptop', 'hp', 'HP', [['HP Spectre x360', 199]]),
  ...models('laptop', 'lenovo', 'Lenovo', [['ThinkPad X1 Carbon', 219]]),
  ...models('gaming', 'sony', 'Sony', [
    ['PlayStation 5', 199],
    ['PlayStation 4', 129],
  ]),
  ...models('gaming', 'microsoft', 'Microsoft', [
    ['Xbox Series X', 189],
    ['Xbox Series S', 149],
  ]),
  ...models('gaming', 'nintendo', 'Nintendo', [
    ['Nintendo Switch', 99],
    ['Nintendo Switch OLED', 119],
  ]),
  ...models('drones', 'dji', 'DJI', [
    ['DJI Mini 4 Pro', 149],
    ['DJI Air 3', 179],
  ]),
  ...models('drones', 'autel', 'Autel', [['Autel EVO Lite', 169]]),
  ...models('other', 'apple', 'Apple', [['AirPods Pro', 89]]),
  ...models('other', 'gopro', 'GoPro', [['GoPro HERO12', 129]]),
  ...models('other', 'canon', 'Canon', [['Canon EOS R50', 189]]),
];

export interface ServiceSeed {
  slug: string;
  name: string;
  basePrice: number;
  warranty: string;
  /** The warranty in days (workshop spec 1): what a warranty claim is checked against. */
  warrantyDays: number;
}

/** The nine repair services of spec 3, in display order, with the spec 9 fallback prices. */
export const serviceTypes: ServiceSeed[] = [
  { slug: 'screen', name: 'Screen Repair', basePrice: 129, warranty: '90 days', warrantyDays: 90 },
  { slug: 'back-glass', name: 'Back Glass Repair', basePrice: 89, warranty: '60 days', warrantyDays: 60 },
  {
    slug: 'charging-port',
    name: 'Charging Port Repair',
    basePrice: 69,
    warranty: '90 days',
    warrantyDays: 90,
  },
  { slug: 'battery', name: 'Battery Replacement', basePrice: 59, warranty: '12 months', warrantyDays: 365 },
  { slug: 'camera', name: 'Camera Repair', basePrice: 79, warranty: '90 days', warrantyDays: 90 },
  { slug: 'water-damage', name: 'Water Treatment', basePrice: 99, warranty: 'No guarantee', warrantyDays: 0 },
  {
    slug: 'power-volume-flex',
    name: 'Power & Volume Button Repair',
    basePrice: 79,
    warranty: '90 days',
    warrantyDays: 90,
  },
  {
    slug: 'speaker-microphone',
    name: 'Speaker & Microphone Repair',
    basePrice: 69,
    warranty: '90 days',
    warrantyDays: 90,
  },
  {
    slug: 'diagnostic',
    name: 'Diagnostic',
    basePrice: 0,
    warranty: 'N/A (free with repair)',
    warrantyDays: 0,
  },
];

export function modelImage(category: string): string {
  return `/images/devices/${category}.svg`;
}
