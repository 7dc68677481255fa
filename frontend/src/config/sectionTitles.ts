/**
 * The titles of the sections' first pages that other pages show too (breadcrumbs), apart from the
 * other routes' titles and descriptions (config/routeMeta.ts), which a page loads only to set its head.
 */
export const SECTION_TITLES = {
  products: 'Products',
  repair: 'Repair Services',
} as const;
