// `shared/types`: the API's data shapes, for the API itself (no React behind this entry).
export type {
  ActivityAction, ActivityItem, ApplicationNote, DinnerActivityAction, ListSort, MembershipActivityAction, MemberStatusFilter, NoteBody, Page,
  PendingDeparture, PersonRef,
} from './admin';
export type { DirectoryMember, ProfileEdit, ProfileEditResponse, VerifiedMember, VerifiedMembersResponse } from './member';
export type { LeaveBody, LeaveResponse, MemberDataExport, PrivacyResponse, PrivacySettings } from './member-data';
export type {
  ChangeVerificationBody, MembershipDecision, MembershipListResponse, MembershipRecord, MembershipStats, RespondBody,
} from './membership';
export { roleOf } from './user';
export type { FieldError, Role, User } from './user';
