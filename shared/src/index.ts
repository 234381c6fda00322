// The public API of the `shared` package: the one module the shell and every remote import
// (by its package name, so Module Federation shares one copy in the page).

// Run-time config
export { getSiteConfig, parseSiteConfig, REMOTE_NAMES, setSiteConfig } from './config/site-config';
export type { RemoteName, SiteConfig } from './config/site-config';
export { useSiteConfig } from './config/use-site-config';
export { HEADER_HEIGHT_VAR, HEADER_MIN_HEIGHT_PX, headerOffset } from './config/header-height';

// Session
export { clubStore } from './session/club-store';
export type { ClubStore } from './session/club-store';
export {
  loginAtom, logoutAtom, sessionAtom, sessionCheckAtom, signedOutSession, updateUserAtom,
} from './session/session-atoms';
export type { Session, SessionCheck } from './session/session-atoms';
export {
  isUser, parsePersisted, persistSession, PERSIST_KEY, PERSIST_VERSION, restoreSession, RESTORE_TIMEOUT_MS,
} from './session/session-persistence';
export type { RestoreResult, SessionStorageLike } from './session/session-persistence';
export { useSession } from './session/use-session';
export { useSignOut } from './session/use-sign-out';

// HTTP
export { api, apiUrl, createApiClient, MFA_ENROLMENT_REQUIRED, resetApiClient } from './http/api-client';
export { REQUEST_TIMEOUT_MS, withinTime } from './http/request-policy';
export { httpStatusOf } from './http/http-status';
export { serverCode, serverMessage, serverText } from './http/server-message';

// Notifications
export { ERROR_TOAST_MS, MAX_TOASTS, notifyError, notifySuccess, SUCCESS_TOAST_MS } from './notify/notify';

// Sections of a page: the landing page's navigation between them, and rendering them near the viewport
export { LANDING_SECTIONS, scrollToSection, useGoToSection } from './navigation/use-go-to-section';
export type { LandingSection } from './navigation/use-go-to-section';
export { lazySection, type SectionEstimate } from './navigation/lazy-section';

// Server-drawn pages
export { useDrawnByServer } from './page/use-drawn-by-server';
export { lazyNamed } from './page/lazy-named';
export type { LazyNamed } from './page/lazy-named';
export { HydrateWhenNear, HYDRATE_MARGIN } from './page/hydrate-when-near';
export { PART_UNAVAILABLE, PartErrorBoundary } from './page/part-error-boundary';

// Federation contract
export type {
  ExposedModule, ExposesOf, LegalDocument, RemoteModuleId, RemoteModules,
} from './federation/remote-contract';

// Theme
export { media, theme } from './theme/theme';
export type { Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { smallCaps } from './theme/small-caps';

// API data shapes (also `shared/types`, for the API)
export * from './types/index';

// UI primitives
export { Avatar } from './ui/avatar';
export { initialsOf } from './ui/initials';
export { Button, ButtonLink } from './ui/button';
export { CheckboxField, CheckboxGroup } from './ui/checkbox-field';
export { Modal } from './ui/modal';
export { LazyModal } from './ui/lazy-modal';
export { RadioGroup } from './ui/radio-group';
export { SelectField } from './ui/select-field';
export { PageSpinner, Spinner, SpinnerIcon } from './ui/spinner';
export { PasswordField, TextField } from './ui/text-field';
export { VisuallyHidden } from './ui/visually-hidden';
export type { AvatarProps } from './ui/avatar';
export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './ui/button';
export type { CheckboxFieldProps, CheckboxGroupProps } from './ui/checkbox-field';
export type { ModalProps, ModalSize } from './ui/modal';
export type { RadioGroupProps } from './ui/radio-group';
export type { SelectFieldProps, SelectOption } from './ui/select-field';
export type { PasswordFieldProps, TextFieldProps } from './ui/text-field';

// Validation rules (also `shared/validation`, for the API)
export * from './validation/index';

// The forms' one mechanism: values, messages by those rules, sending
export { useForm } from './form/use-form';
export type { StringFieldName } from './form/form-state';

// Loading a screen's data; the page's title
export { useLoad } from './http/use-load';
export { FirstScreenContext, pageAnswers, serverAnswers } from './http/first-screen';
export type { FirstScreenAnswers, FirstScreenRequest, PageAnswers, ServerAnswers } from './http/first-screen';
export type { Load, LoadOptions, LoadState } from './http/use-load';
export { useDocumentTitle } from './navigation/use-document-title';

// More UI primitives
export { visuallyHiddenStyles } from './ui/visually-hidden';
export { NewTabLink } from './ui/new-tab-link';
export type { NewTabLinkProps } from './ui/new-tab-link';
export { FormAlert } from './ui/form-alert';
export { DateBadge } from './ui/date-badge';
export type { DateBadgeProps } from './ui/date-badge';
export { SwitchField } from './ui/switch-field';
export type { SwitchFieldProps } from './ui/switch-field';
