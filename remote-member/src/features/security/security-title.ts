/** The security dialog's title: the dialog's name while it loads and once it is there. */
export const SECURITY_TITLE = 'Sign-in & security';
