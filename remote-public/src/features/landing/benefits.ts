import type { BenefitIconName } from './benefit-icon';

/** The six benefit cards, by their exact titles, in order. */
export const BENEFITS: readonly { title: string; text: string; icon: BenefitIconName }[] = [
  {
    title: 'Exclusive Dining Access',
    text: 'Seats at chef’s tables and private kitchens that never open to the public.',
    icon: 'cloche',
  },
  {
    title: 'Private Events & Tastings',
    text: 'Cellar tastings, pairing dinners and seasonal suppers for members and their guests.',
    icon: 'glasses',
  },
  {
    title: 'Community Networking',
    text: 'A members’ directory and small tables where doctors, makers and founders meet.',
    icon: 'table',
  },
  {
    title: 'Culinary Education',
    text: 'Hands-on classes and kitchen visits with the chefs who cook for us.',
    icon: 'toque',
  },
  {
    title: 'Early Access & Previews',
    text: 'First word on new openings, pop-ups and the season’s most wanted reservations.',
    icon: 'calendar',
  },
  {
    title: 'Concierge Service',
    text: 'Help with the hard-to-get table, the special occasion and the dietary details.',
    icon: 'keys',
  },
];
