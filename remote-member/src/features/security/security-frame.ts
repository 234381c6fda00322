/** The security dialog's frame: its name, description and width while it loads and once it is there. */
export const SECURITY_FRAME = {
  title: 'Sign-in & security',
  description: 'Passkeys, two-step sign-in and the browsers where you are signed in.',
  size: 'lg',
} as const;
