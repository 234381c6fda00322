// Demo members for a fresh database, so the directory is not empty. Each has an approved
// application (what the directory shows comes from it: profession, cuisine interests, social
// links), reviewed by the admin, linked to the member's account.
import type { MembershipApplication } from 'shared/validation';

/** The application answers of a demo member (e-mail and name are the member's). */
export type DemoApplication = Omit<MembershipApplication, 'email' | 'fullName' | 'phoneNumber' | 'membershipAgreement'> & {
  /** The phone on the application, when the account has none (removed later from the profile). */
  phoneNumber?: string;
};

export interface DemoMember {
  fullName: string;
  email: string;
  phone: string | null;
  application: DemoApplication;
}

/**
 * The e-mail of the demo member whose application has no profession: it came from the club's
 * sign-up sheet before the form asked for one, so the directory shows a dash for it.
 */
export const DEMO_MEMBER_WITHOUT_PROFESSION = 'marcus.bennett@example.com';

/** The first one has a fixed e-mail that tests and docs can sign in with. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    fullName: 'Amara Okafor',
    email: 'member@example.com',
    phone: '+13125550142',
    application: {
      profession: 'Physician',
      professionalContribution: 'Hosts a quarterly supper for the residents of her hospital in the West Loop.',
      interestReason: 'To share long tables with people who plan their week around a reservation.',
      culinarySkills: 'Jollof rice that ends arguments, suya, and a patient sourdough starter.',
      cuisineInterests: 'West African, Korean, Levantine',
      restaurantRecommendations: 'Kasama, Andros Taverna, Yassa African Restaurant',
      diningFrequency: '3–5 times/month',
      availableDays: ['Thursday', 'Friday', 'Saturday'],
      membershipGoals: ['Social community / new friendships', 'Access to exclusive events'],
      cohostingInterest: 'Maybe, with support',
      referralSource: 'Friend',
      instagramUrl: 'https://www.instagram.com/amara.eats.chicago',
    },
  },
  {
    fullName: 'Daniel Kowalski',
    email: 'daniel.kowalski@example.com',
    phone: '+17735550178',
    application: {
      profession: 'Chef / Culinary Professional',
      professionalContribution: 'Sous chef in Fulton Market; can run a live-fire course for a pop-up.',
      interestReason: 'Cooking for guests who want to talk about the food, not just photograph it.',
      culinarySkills: 'Whole-animal butchery, fermentation, pierogi from his grandmother\'s notes.',
      cuisineInterests: 'Polish, Nordic, live-fire cooking',
      restaurantRecommendations: 'Smyth, Kasama, Podhalanka',
      diningFrequency: 'Weekly or more',
      availableDays: ['Monday', 'Tuesday', 'Sunday'],
      membershipGoals: ['Culinary education / chef experiences', 'Support local food culture'],
      cohostingInterest: 'Yes, definitely',
      referralSource: 'Event or Pop-Up',
      linkedinUrl: 'https://www.linkedin.com/in/daniel-kowalski-chef',
    },
  },
  {
    fullName: 'Sofia Martinez',
    email: 'sofia.martinez@example.com',
    phone: '+13125550119',
    application: {
      profession: 'Marketing / Advertising',
      professionalContribution: 'Brand strategist for Pilsen restaurants; can help the club tell its story.',
      interestReason: 'To find the next great neighbourhood spot before everyone else does.',
      culinarySkills: 'Mole negro from scratch, natural wine pairings, a decent tortilla press.',
      cuisineInterests: 'Oaxacan, Peruvian, natural wine',
      restaurantRecommendations: 'Mi Tocaya Antojería, Frontera Grill, Lula Cafe',
      diningFrequency: '3–5 times/month',
      availableDays: ['Wednesday', 'Friday', 'Saturday'],
      membershipGoals: ['Professional networking', 'Support local food culture', 'Access to exclusive events'],
      cohostingInterest: 'Yes, definitely',
      referralSource: 'Instagram',
      instagramUrl: 'https://www.instagram.com/sofia.mesa.chi',
      linkedinUrl: 'https://www.linkedin.com/in/sofia-martinez-brand',
      dietaryRestrictions: 'No shellfish',
    },
  },
  {
    fullName: 'Marcus Bennett',
    email: DEMO_MEMBER_WITHOUT_PROFESSION,
    phone: null,
    application: {
      phoneNumber: '+17735550131',
      profession: '',
      professionalContribution: 'Knows every Italian beef stand on the South Side and will rank them.',
      interestReason: 'A friend brought him as a guest twice; he wants his own seat.',
      culinarySkills: 'Smoked brisket and a Chicago-style giardiniera worth bottling.',
      cuisineInterests: 'Barbecue, Italian beef, soul food',
      restaurantRecommendations: 'Johnnie\'s Beef, Virtue, Lem\'s Bar-B-Q',
      diningFrequency: '1–2 times/month',
      availableDays: ['Saturday', 'Sunday'],
      membershipGoals: ['Social community / new friendships'],
      cohostingInterest: 'No, prefer to attend only',
      referralSource: 'Friend',
    },
  },
  {
    fullName: 'Priya Raman',
    email: 'priya.raman@example.com',
    phone: '+18725550163',
    application: {
      profession: 'Software Developer',
      professionalContribution: 'Builds booking tools for restaurants; happy to help with event sign-ups.',
      interestReason: 'Tasting menus are better with company that asks the chef questions.',
      culinarySkills: 'Dosa batter, Sichuan chilli oil, hand-pulled noodles (most of the time).',
      cuisineInterests: 'South Indian, Sichuan, omakase',
      restaurantRecommendations: 'Superkhana International, Lao Sze Chuan, Kyoten',
      diningFrequency: '3–5 times/month',
      availableDays: ['Tuesday', 'Thursday', 'Saturday'],
      membershipGoals: ['Culinary education / chef experiences', 'Professional networking'],
      cohostingInterest: 'Maybe, with support',
      referralSource: 'LinkedIn',
      linkedinUrl: 'https://www.linkedin.com/in/priya-raman-dev',
      dietaryRestrictions: 'Vegetarian',
    },
  },
  {
    fullName: 'Elena Novak',
    email: 'elena.novak@example.com',
    phone: '+17735550107',
    application: {
      profession: 'Other - Food writer',
      professionalContribution: 'Writes about Chicago restaurants; can introduce the club to chefs.',
      interestReason: 'Eating with people who are not on deadline.',
      culinarySkills: 'Pastry, laminated doughs, and knowing when to stop adding butter.',
      cuisineInterests: 'French bistro, Georgian, Filipino',
      restaurantRecommendations: 'Oriole, Daisies, Avec',
      diningFrequency: 'Weekly or more',
      availableDays: ['Wednesday', 'Thursday', 'Friday', 'Sunday'],
      membershipGoals: ['Support local food culture', 'Access to exclusive events', 'Social community / new friendships'],
      cohostingInterest: 'Yes, definitely',
      referralSource: 'Google Search',
      instagramUrl: 'https://www.instagram.com/elena.novak.eats',
      linkedinUrl: 'https://www.linkedin.com/in/elena-novak-writer',
    },
  },
];
