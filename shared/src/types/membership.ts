import type { Page } from './admin';
import type { AdmissionProgress } from './admissions';

/**
 * A membership request or an approved member as the admin panel sees it. Pending requests have
 * no user yet.
 */
export interface MembershipRecord {
  id: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  profession: string | null;
  professionalContribution: string | null;
  interestReason: string | null;
  culinarySkills: string | null;
  cuisineInterests: string | null;
  restaurantRecommendations: string | null;
  diningFrequency: string | null;
  cohostingInterest: string | null;
  referralSource: string | null;
  membershipGoals: string[];
  availableDays: string[];
  instagramUrl: string | null;
  linkedinUrl: string | null;
  /** ISO date-time the application was sent. */
  createdAt: string;
  /** ISO date-time of the decision (accept or reject); null while pending. */
  reviewedAt: string | null;
  user: { id: string; isActive: boolean; profilePicture: string | null } | null;
}

/** GET /admin/membership/stats */
export interface MembershipStats {
  pending: number;
  approved: number;
}

/** GET /admin/membership/pendingRequests and /approvedMembers: one page, the list is `data`. */
export type MembershipListResponse = Page<MembershipRecord>;

/** A row of the pending list: the request and the committee's progress on it. */
export interface PendingRequest extends MembershipRecord, AdmissionProgress {}

/** GET /admin/membership/pendingRequests */
export type PendingRequestsResponse = Page<PendingRequest>;

export type MembershipDecision = 'approved' | 'rejected';

/** POST /admin/membership/respond/{id} */
export interface RespondBody {
  adminId: string;
  action: MembershipDecision;
  /** Required, non-blank, when action is 'rejected'. */
  rejectionReason?: string;
}

/** POST /admin/membership/change-verification */
export interface ChangeVerificationBody {
  userId: string;
  /** false blocks, true unblocks. */
  isVerified: boolean;
  /** Required, non-blank, when blocking. */
  reason?: string;
}
