// Demo members for a fresh database, so the directory is not empty.
export interface DemoMember {
  fullName: string;
  email: string;
  phone: string | null;
}

/** The first one has a fixed e-mail that tests and docs can sign in with. */
export const DEMO_MEMBERS: readonly DemoMember[] = [
  { fullName: 'Amara Okafor', email: 'member@example.com', phone: '+13125550142' },
  { fullName: 'Daniel Kowalski', email: 'daniel.kowalski@example.com', phone: '+17735550178' },
  { fullName: 'Sofia Martinez', email: 'sofia.martinez@example.com', phone: '+13125550119' },
  { fullName: 'Marcus Bennett', email: 'marcus.bennett@example.com', phone: null },
  { fullName: 'Priya Raman', email: 'priya.raman@example.com', phone: '+18725550163' },
  { fullName: 'Elena Novak', email: 'elena.novak@example.com', phone: '+17735550107' },
];
