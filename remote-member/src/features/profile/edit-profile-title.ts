/** The profile dialog's title: the dialog's name while it loads and once it is there. */
export const EDIT_PROFILE_TITLE = 'Edit Profile';
