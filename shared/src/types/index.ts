// `shared/types`: the API's data shapes, for the API itself (no React behind this entry).
export type { ProfileEdit, ProfileEditResponse, VerifiedMember, VerifiedMembersResponse } from './member';
export type {
  ChangeVerificationBody, MembershipDecision, MembershipListResponse, MembershipRecord, MembershipStats, RespondBody,
} from './membership';
export { roleOf } from './user';
export type { FieldError, MfaStatus, Role, User } from './user';
