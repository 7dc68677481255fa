export const highlights = [
  { title: 'Quick Repairs', text: 'Same-day repairs for most phones, tablets and consoles.' },
  { title: 'Quality Parts', text: 'Quality parts on every repair, no shortcuts or secrets.' },
  { title: '90-Day Warranty', text: 'A 90-day warranty on all products and repairs.' },
] as const;

export const whyChooseUs = [
  { title: 'Same-Day Repairs', text: 'Most repairs are finished the same day, many within the hour.' },
  { title: 'Quality Parts', text: 'We use quality parts and test every device before you pick it up.' },
  {
    title: '90-Day Warranty',
    text: 'A 90-day warranty on all products and repairs, so you leave with peace of mind.',
  },
  {
    title: 'No Shortcuts or Secrets',
    text: 'Honest advice and clear explanations of what we fix and why.',
  },
] as const;

export const shopServices = [
  'Repairs',
  'Trade-ins',
  'Phone unlocking',
  'Accessories',
  'Multi-carrier bill pay',
] as const;
