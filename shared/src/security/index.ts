// `shared/security`: the sign-in beyond the password (passkeys, the authenticator app, recovery
// codes, sessions) as the login page, the member's dashboard and the admin panel use it. Not a
// federated singleton (it holds no state of its own: the session, the HTTP client and the UI
// primitives come from `shared`), so each remote bundles only what it uses, and
// @simplewebauthn/browser and the QR encoder stay out of the pages that never sign in.
export { AddPasskeyForm } from './add-passkey-form';
export { CodeField } from './code-field';
export type { CodeKind } from './code-field';
export { codeProblem, normalizeCode } from './code-rules';
export {
  cancelPasskeyCeremony, ceremonyWasAborted, passkeyAutofillSupported, passkeyErrorText, passkeysSupported, signInWithPasskey,
} from './passkey-ceremony';
export { RecoveryCodes } from './recovery-codes';
export { completeMfa, fetchSignedInUser, isMfaChallenge, MFA_TOKEN_INVALID } from './security-api';
export type { LoginAnswer, MfaChallenge, MfaMethod, PasskeySummary, SessionView, SignInAnswer } from './security-api';
export { Block, BlockTitle, Lead as SecurityLead } from './security-layout';
export { SecuritySettings } from './security-settings';
export { TotpSetup } from './totp-setup';
export { useRefreshSignIn } from './use-security-refresh';
