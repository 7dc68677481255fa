/**
 * Repair categories shown in the header mega menu, the drawer and the home page
 * (spec 2: laptop and other excluded; ids iphone, android, tablet, gaming).
 */
export const repairMenuCategories = [
  { id: 'iphone', name: 'iPhone', menuText: 'Screens, batteries, charging ports and more.' },
  { id: 'android', name: 'Android', menuText: 'Samsung Galaxy, Google Pixel and more.' },
  { id: 'tablet', name: 'iPad', menuText: 'iPad models and Android tablets.' },
  { id: 'gaming', name: 'Game Console', menuText: 'PlayStation, Xbox and Nintendo Switch.' },
] as const;
