/** A sponsor's answer, as a named member gives it. */
export type SponsorshipStatus = 'requested' | 'endorsed' | 'declined';

/** POST /user/sponsorships/{id}: the member's answer to an application naming them. */
export type SponsorDecision = 'endorse' | 'decline';

/** An application naming the signed-in member as a sponsor (GET /user/sponsorships). */
export interface Sponsorship {
  id: string;
  applicantName: string;
  /** ISO date-time the application was sent. */
  submittedAt: string;
  status: SponsorshipStatus;
  note: string | null;
  /** The application has been decided: the answer can no longer change. */
  decided: boolean;
}

export interface SponsorshipsResponse {
  data: Sponsorship[];
}

export interface SponsorshipBody {
  decision: SponsorDecision;
  note?: string;
}

export type CommitteeVote = 'yes' | 'no' | 'abstain';

/** POST /admin/membership/{id}/votes */
export interface VoteBody {
  vote: CommitteeVote;
  comment?: string;
}

/** One admin's vote on an application. */
export interface CastVote {
  adminId: string;
  adminName: string;
  vote: CommitteeVote;
  comment: string | null;
  /** ISO date-time of the vote (its last change). */
  at: string;
}

/** A sponsor the applicant named, as the committee sees them. */
export interface Endorsement {
  sponsorEmail: string;
  /** The member's name; null when the address is no member's. */
  sponsorName: string | null;
  isMember: boolean;
  status: SponsorshipStatus;
  note: string | null;
}

/** GET and POST /admin/membership/{id}/votes: the committee's votes and the sponsors' answers. */
export interface ApplicationVotes {
  votes: CastVote[];
  yes: number;
  no: number;
  abstain: number;
  endorsements: Endorsement[];
}

/** The committee's progress on a pending request, in the pending list's rows. */
export interface AdmissionProgress {
  votes: { yes: number; no: number; abstain: number };
  /** The answers of the named sponsors who are members. */
  endorsements: { requested: number; endorsed: number; declined: number };
}

/** GET and PUT /admin/admissions/settings: what an acceptance needs. 0 and 0: any admin accepts directly. */
export interface AdmissionSettings {
  /** Yes votes needed (and more yes than no), 0 to 20. */
  quorum: number;
  /** Sponsor endorsements needed, 0 to 2. */
  sponsorsRequired: number;
}

/** Where an application stands, as its applicant's status page shows it. */
export type ApplicationStage = 'received' | 'sponsors' | 'committee' | 'decided';

/** GET /membership/status/{token} */
export interface ApplicationStatus {
  stage: ApplicationStage;
  /** ISO date-time the application was sent. */
  submittedAt: string;
  /** The sponsors the applicant named, and how many of them have endorsed the application. */
  sponsors: { requested: number; endorsed: number };
}
