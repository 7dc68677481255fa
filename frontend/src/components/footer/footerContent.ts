import { shop } from '../../config/shop';

export const repairSolutions = [
  'iPhone Repair',
  'Android Repair',
  'iPad & Tablet Repair',
  'Game Console Repair',
  'Laptop & PC Repair',
] as const;

/** Revealed by the And More entry (spec 2). */
export const moreRepairSolutions = [
  'General Soldering',
  'Drones',
  'Watches',
  'Controllers',
  'Cameras',
  'VRs',
] as const;

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  category: 'General' | 'Repairs' | 'Services & Payments' | 'Extras';
  items: FaqItem[];
}

export const faqGroups: FaqGroup[] = [
  {
    category: 'General',
    items: [
      {
        id: 'appointment-needed',
        question: 'Do I need an appointment?',
        answer:
          'Appointments are not required: walk-ins are first-come, first-served, and appointments are available on request.',
      },
      {
        id: 'where',
        question: 'Where is the shop?',
        answer: `We are at ${shop.address}, right next to the local license office.`,
      },
    ],
  },
  {
    category: 'Repairs',
    items: [
      {
        id: 'how-long',
        question: 'How long does a repair take?',
        answer:
          'Most repairs are same-day; many screen repairs take less than an hour. Water treatment takes about 24 hours.',
      },
      {
        id: 'warranty',
        question: 'Is there a warranty?',
        answer:
          'Yes: a 90-day warranty on all products and repairs. We use quality parts, with no shortcuts or secrets.',
      },
    ],
  },
  {
    category: 'Services & Payments',
    items: [
      {
        id: 'bill-pay',
        question: 'Can I pay my phone bill at the shop?',
        answer: 'Yes, we offer multi-carrier bill pay, phone unlocking and trade-ins.',
      },
      {
        id: 'returns',
        question: 'What is your return policy?',
        answer: 'Eligible products can be returned within 14 days of purchase.',
      },
    ],
  },
  {
    category: 'Extras',
    items: [
      {
        id: 'discount',
        question: 'Is there a discount for first-time customers?',
        answer: 'Yes: $10 off your first repair, for first-time customers, one use per email address.',
      },
      {
        id: 'accessories',
        question: 'Do you sell accessories?',
        answer:
          'Yes: cases, screen protectors, chargers and cables, plus new, refurbished and pre-owned devices.',
      },
    ],
  },
];

/** Every question of the FAQ with its answer, in order (the about page marks them up as the FAQ). */
export const faqEntries = faqGroups.flatMap((group) =>
  group.items.map(({ question, answer }) => ({ question, answer })),
);
