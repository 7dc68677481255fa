/** The fixed, display-only product catalogue of spec 2. */

export interface ProductSubcategory {
  id: string;
  name: string;
  description: string;
  /** Display-only model names (never links). */
  models: string[];
  comingSoon?: boolean;
}

export interface ProductCategory {
  id: string;
  name: string;
  description: string;
  image: string;
  /** Shown on the /products grid (the five top-level categories). */
  topLevel: boolean;
  comingSoon?: boolean;
  subcategories: ProductSubcategory[];
}

const img = (name: string) => `/images/products/${name}.svg`;

export const productCategories: ProductCategory[] = [
  {
    id: 'phones',
    name: 'Phones',
    description: 'New, refurbished and pre-owned smartphones, unlocked and ready to go.',
    image: img('phones'),
    topLevel: true,
    subcategories: [
      {
        id: 'iphone',
        name: 'iPhone',
        description: 'Apple iPhones from recent generations.',
        models: [
          'iPhone 16 Pro Max',
          'iPhone 16 Pro',
          'iPhone 16',
          'iPhone 15',
          'iPhone 14',
          'iPhone 13',
          'iPhone SE (3rd generation)',
        ],
      },
      {
        id: 'galaxy',
        name: 'Samsung Galaxy',
        description: 'Samsung Galaxy S, A and Z phones.',
        models: ['Galaxy S25 Ultra', 'Galaxy S25', 'Galaxy S24', 'Galaxy A55', 'Galaxy Z Flip6'],
      },
      {
        id: 'pixel',
        name: 'Google Pixel',
        description: 'Google Pixel phones with clean Android.',
        models: ['Pixel 9 Pro', 'Pixel 9', 'Pixel 8a', 'Pixel 8'],
      },
      {
        id: 'motorola',
        name: 'Motorola',
        description: 'Motorola Edge and Moto G phones.',
        models: ['Motorola Edge 2024', 'Moto G Power', 'Moto G Stylus', 'Razr 2024'],
      },
    ],
  },
  {
    id: 'tablets',
    name: 'iPads',
    description: 'iPads and Android tablets for work, school and play.',
    image: img('tablets'),
    topLevel: true,
    subcategories: [
      {
        id: 'ipads',
        name: 'iPads',
        description: 'Apple iPad, iPad Air, iPad mini and iPad Pro.',
        models: ['iPad Pro 13-inch', 'iPad Air 11-inch', 'iPad (10th generation)', 'iPad mini'],
      },
      {
        id: 'samsung-tablets',
        name: 'Samsung Tablets',
        description: 'Samsung Galaxy Tab S and Tab A tablets.',
        models: ['Galaxy Tab S10', 'Galaxy Tab S9 FE', 'Galaxy Tab A9+'],
      },
      {
        id: 'other-tablets',
        name: 'Other Tablets',
        description: 'Amazon Fire, Lenovo and other tablets.',
        models: ['Fire HD 10', 'Lenovo Tab M11'],
      },
    ],
  },
  {
    id: 'computers',
    name: 'Computers',
    description: 'MacBooks and Windows laptops, checked and ready.',
    image: img('computers'),
    topLevel: true,
    subcategories: [
      {
        id: 'macbooks',
        name: 'MacBooks',
        description: 'MacBook Air and MacBook Pro.',
        models: ['MacBook Air 13-inch', 'MacBook Air 15-inch', 'MacBook Pro 14-inch', 'MacBook Pro 16-inch'],
      },
      {
        id: 'windows',
        name: 'Windows Laptops',
        description: 'Dell, HP and Lenovo Windows laptops.',
        models: ['Dell XPS 13', 'HP Pavilion 15', 'Lenovo ThinkPad E14'],
      },
    ],
  },
  {
    id: 'game-consoles',
    name: 'Game Consoles',
    description: 'PlayStation, Xbox and Nintendo consoles.',
    image: img('game-consoles'),
    topLevel: false,
    subcategories: [
      {
        id: 'playstation-5',
        name: 'PlayStation 5',
        description: 'Sony PlayStation 5 consoles.',
        models: ['PlayStation 5 Slim', 'PlayStation 5 Digital Edition', 'PlayStation 5 Pro'],
      },
      {
        id: 'xbox',
        name: 'Xbox',
        description: 'Microsoft Xbox Series consoles.',
        models: ['Xbox Series X', 'Xbox Series S'],
      },
      {
        id: 'nintendo',
        name: 'Nintendo',
        description: 'Nintendo Switch consoles.',
        models: ['Nintendo Switch OLED', 'Nintendo Switch Lite'],
      },
    ],
  },
  {
    id: 'smart-watches',
    name: 'Watches',
    description: 'Apple and Samsung smartwatches.',
    image: img('smart-watches'),
    topLevel: true,
    subcategories: [
      {
        id: 'apple-watches',
        name: 'Apple Watches',
        description: 'Apple Watch Series, SE and Ultra.',
        models: ['Apple Watch Series 10', 'Apple Watch SE', 'Apple Watch Ultra 2'],
      },
      {
        id: 'samsung-watches',
        name: 'Samsung Watches',
        description: 'Samsung Galaxy Watch models.',
        models: ['Galaxy Watch7', 'Galaxy Watch Ultra', 'Galaxy Watch FE'],
      },
    ],
  },
  {
    id: 'ear-speakers',
    name: 'Ear Buds',
    description: 'Wireless ear buds from Apple and Samsung.',
    image: img('ear-speakers'),
    topLevel: true,
    subcategories: [
      {
        id: 'airpods',
        name: 'AirPods',
        description: 'Apple AirPods and AirPods Pro.',
        models: ['AirPods Pro 2', 'AirPods 4', 'AirPods Max'],
      },
      {
        id: 'samsung-buds',
        name: 'Samsung Buds',
        description: 'Samsung Galaxy Buds.',
        models: ['Galaxy Buds3 Pro', 'Galaxy Buds3', 'Galaxy Buds FE'],
      },
    ],
  },
  {
    id: 'loud-speakers',
    name: 'Speakers',
    description: 'Portable and home Bluetooth speakers.',
    image: img('loud-speakers'),
    topLevel: false,
    subcategories: [
      {
        id: 'jbl',
        name: 'JBL',
        description: 'JBL portable speakers.',
        models: ['JBL Flip 6', 'JBL Charge 5', 'JBL Go 4'],
      },
      {
        id: 'bose',
        name: 'Bose',
        description: 'Bose SoundLink speakers.',
        models: ['Bose SoundLink Flex', 'Bose SoundLink Max'],
      },
      {
        id: 'other-loud-speakers',
        name: 'Other Speakers',
        description: 'Speakers from other brands.',
        models: [],
      },
    ],
  },
  {
    id: 'accessories',
    name: 'Accessories',
    description: 'Cases, screen protectors and more.',
    image: img('accessories'),
    topLevel: false,
    comingSoon: true,
    subcategories: [],
  },
  {
    id: 'plugs-cables',
    name: 'Plugs & Cables',
    description: 'Chargers, plugs and cables.',
    image: img('plugs-cables'),
    topLevel: false,
    comingSoon: true,
    subcategories: [],
  },
];

export function findProductCategory(id: string | undefined): ProductCategory | undefined {
  return productCategories.find((category) => category.id === id);
}

export function findProductSubcategory(
  category: ProductCategory,
  id: string | undefined,
): ProductSubcategory | undefined {
  return category.subcategories.find((subcategory) => subcategory.id === id);
}

export const topLevelProductCategories = productCategories.filter((category) => category.topLevel);
