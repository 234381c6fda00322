import type { DirectoryMember } from './member';

/**
 * A member's directory choices (GET and PUT /user/privacy). A member who never chose has the
 * defaults: listed, with e-mail, profession, social links and picture shown, phone hidden.
 * Name, cuisine interests and member-since date are shown whenever the member is listed.
 */
export interface PrivacySettings {
  /** False leaves the directory entirely. */
  listed: boolean;
  showEmail: boolean;
  showPhone: boolean;
  showProfession: boolean;
  /** Instagram and LinkedIn. */
  showSocialLinks: boolean;
  showPicture: boolean;
}

/** The answer of GET and PUT /user/privacy. */
export interface PrivacyResponse {
  data: PrivacySettings;
  /** The member's entry exactly as other members receive it; null when they are not listed. */
  preview: DirectoryMember | null;
}

/** POST /user/leave */
export interface LeaveBody {
  password: string;
}

/** The answer of POST /user/leave. */
export interface LeaveResponse {
  success: true;
  message: string;
  /** ISO date-time after which the member's personal data is erased. */
  eraseAfter: string;
}

/** GET /user/export (a JSON attachment): everything the club holds about the member. */
export interface MemberDataExport {
  /** ISO date-time of the export. */
  exportedAt: string;
  profile: {
    id: string;
    fullName: string;
    email: string;
    phone: string | null;
    profilePicture: string | null;
    createdAt: string;
    updatedAt: string;
  };
  privacy: PrivacySettings;
  applications: {
    id: string;
    status: 'pending' | 'approved' | 'rejected';
    createdAt: string;
    reviewedAt: string | null;
    rejectionReason: string | null;
    answers: Record<string, string | string[] | boolean | null>;
  }[];
  /** Signed-in sessions: the browser, OS and network (IPv4 /24, IPv6 /48) seen at sign-in. */
  sessions: {
    createdAt: string;
    expiresAt: string;
    lastSeenAt: string | null;
    current: boolean;
    browser: string | null;
    os: string | null;
    network: string | null;
  }[];
  passwordLinks: { purpose: 'reset' | 'first-password'; createdAt: string; expiresAt: string; usedAt: string | null }[];
  contactMessages: { createdAt: string; fullName: string; email: string; phone: string | null; interest: string; message: string }[];
  /** The club's decisions about the member (accept, block, unblock, ...); who decided is not included. */
  membershipHistory: { action: string; at: string; reason: string | null }[];
  /** The member's replies to dinners, oldest dinner first. */
  dinnerReplies: {
    dinner: { id: string; title: string; startsAt: string; endsAt: string; venue: string; status: 'scheduled' | 'cancelled' };
    status: 'confirmed' | 'waitlisted';
    guests: number;
    dietaryNotes: string | null;
    checkedIn: boolean;
    repliedAt: string;
  }[];
  /** The member's personal calendar feed, if they ever asked for it: when it was made, never its secret URL. */
  calendarFeed: { createdAt: string } | null;
  /** Registered passkeys (never a key). */
  passkeys: { name: string; createdAt: string; lastUsedAt: string | null; backedUp: boolean }[];
  /** Whether an authenticator app is on, and how many unused recovery codes are left (never a secret). */
  twoFactor: { totpEnabled: boolean; enabledAt: string | null; recoveryCodesLeft: number };
  /** The security events of the account (factors added or removed, sessions ended, recovery codes used). */
  securityEvents: { action: string; at: string; detail: string | null; network: string | null }[];
  /** The applications naming the member as a sponsor that they answered, oldest answer first. */
  sponsorships: { applicantName: string; submittedAt: string; status: 'endorsed' | 'declined' | 'requested'; note: string | null; answeredAt: string | null }[];
  /** E-mails the club sent (or is about to send) to the member that are still stored; bodies are not kept once sent. */
  mails: { to: string; subject: string; createdAt: string; sentAt: string | null; status: 'pending' | 'sent' | 'failed' }[];
}
