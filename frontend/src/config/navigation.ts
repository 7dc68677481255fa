import { paths } from './paths';

export interface NavItem {
  label: string;
  href: string;
}

/** Main header links (spec 2 shared chrome); Repair is rendered with its mega menu. */
export const mainNav = {
  home: { label: 'Home', href: paths.home.href() },
  products: { label: 'Products', href: paths.products.root.href() },
  repair: { label: 'Repair', href: paths.repair.root.href() },
  about: { label: 'About Us', href: paths.about.href() },
  quote: { label: 'Instant Quote', href: paths.quote.href() },
} satisfies Record<string, NavItem>;
