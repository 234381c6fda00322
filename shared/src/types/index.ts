// `shared/types`: the API's data shapes, for the API itself (no React behind this entry).
export type {
  ActivityAction, ActivityItem, AdmissionActivityAction, ApplicationNote, DinnerActivityAction, ListSort, MembershipActivityAction, MemberStatusFilter, NoteBody, Page,
  PendingDeparture, PersonRef,
} from './admin';
export type {
  AdmissionProgress, AdmissionSettings, ApplicationStage, ApplicationStatus, ApplicationVotes, CastVote, CommitteeVote, Endorsement,
  SponsorDecision, Sponsorship, SponsorshipBody, SponsorshipsResponse, SponsorshipStatus, VoteBody,
} from './admissions';
export { toDinner, toDinnerList, toMemberDinner } from './dinner';
export type {
  Attendance, Attendee, Attendees, CalendarFeed, Dinner, DinnerBody, DinnerStatus, MemberDinner, MemberDinnersResponse, MyRsvp,
  RsvpBody, RsvpResponse, RsvpStatus,
} from './dinner';
export type { DirectoryMember, ProfileEdit, ProfileEditResponse, VerifiedMember, VerifiedMembersResponse } from './member';
export type { LeaveBody, LeaveResponse, MemberDataExport, PrivacyResponse, PrivacySettings } from './member-data';
export type {
  ChangeVerificationBody, MembershipDecision, MembershipListResponse, MembershipRecord, MembershipStats, PendingRequest,
  PendingRequestsResponse, RespondBody,
} from './membership';
export { FIRST_SCREEN_PATH } from './page';
export type { AskApi } from './page';
export { roleOf } from './user';
export type { FieldError, MfaStatus, PageViewer, Role, User } from './user';
export type {
  CanaryState, ReleaseHistoryEntry, ReleaseKind, RemoteOps, RemoteReleaseState, RemotesOpsResponse, TelemetryBatch,
  TelemetryEvent, VersionFigures, VersionOverride, VersionOverridesResponse, WebVitalName,
} from './releases';
