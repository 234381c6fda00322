/** The profile dialog's frame: its name and description while it loads and once it is there. */
export const EDIT_PROFILE_FRAME = {
  title: 'Edit Profile',
  description: 'How fellow members see you in the directory.',
} as const;
