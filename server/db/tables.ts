import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { GroupRole, ResourceType } from '../../src/model/classes/rules.ts';
import type { Currency } from '../../src/model/courses/price.ts';
import type { AccessRight } from '../../src/model/map/constants.ts';
import type { CourseTables } from './courseTables.ts';
import type { PracticeTables } from './practiceTables.ts';
import type { QuizTables } from './quizTables.ts';

/**
 * Row types of every table, after the spec's entities (section 3 of each spec document).
 * Columns are snake_case in SQL and camelCase here (Kysely's CamelCasePlugin).
 */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read as the value, written as its JSON text (see `json()` in `./json.ts`). */
type Json<T> = ColumnType<T, string | undefined, string>;

export type UserStatus = 'pending' | 'active';
export type LoginMethod = 'password' | 'google' | 'facebook' | 'school';
export type PrivacyLevel = 'JustMe' | 'Everyone';
export type PrivacyControl = { resource: 'BrainTests'; level: PrivacyLevel };
export type CourseAccess = 'private' | 'public' | 'public-not-listed';
export type EmailStatus = 'pending' | 'sent' | 'error' | 'failed' | 'suppressed';

export interface OrganizationsTable {
  id: string;
  name: string;
  createdAt: CreatedAt;
}

export interface UsersTable {
  id: string;
  /** The e-mail address, trimmed; unique without regard to case. */
  username: string;
  firstName: Generated<string>;
  lastName: Generated<string>;
  /** argon2id hash; null until registration is completed (invited or signed-up users). */
  passwordHash: string | null;
  status: Generated<UserStatus>;
  roles: Json<string[]>;
  organizationId: string | null;
  flags: Json<Record<string, boolean>>;
  newsletterConsent: Generated<boolean>;
  privacyControls: Json<PrivacyControl[]>;
  /** ISO 3166 alpha-2 country, when known; decides the New Zealand trial. */
  country: string | null;
  trialEndsAt: NullableTimestamp;
  termsAgreedAt: NullableTimestamp;
  /** Set by an administrator: the user cannot sign in and has no sessions (migration 0007). */
  deactivatedAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

/** A sign-in session: one refresh-token family, rotated on every refresh. */
export interface SessionsTable {
  id: string;
  userId: string;
  /** All tokens issued from one sign-in share a family; reuse of a rotated one revokes the family. */
  familyId: string;
  /** SHA-256 of the refresh token; the token itself is never stored. */
  tokenHash: string;
  loginMethod: LoginMethod;
  userAgent: string | null;
  expiresAt: Timestamp;
  createdAt: CreatedAt;
  rotatedAt: NullableTimestamp;
  revokedAt: NullableTimestamp;
}

export interface MapsTable {
  id: string;
  ownerId: string;
  name: string;
  courseId: string | null;
  /** The stored map document (spec 2 section 3), validated by the model before it is written. */
  document: Json<Record<string, unknown>>;
  /** Incremented on every save; a save names the version it started from (optimistic concurrency). */
  version: Generated<number>;
  createdAt: CreatedAt;
  createdBy: string;
  updatedAt: Timestamp;
  updatedBy: string;
  /** Whether readers (view rights, no edit rights) may add their own nodes and connections to it. */
  personalisable: Generated<boolean>;
}

export interface MapSharesTable {
  mapId: string;
  userId: string;
  accessRight: AccessRight;
  createdAt: CreatedAt;
}

/** Per-user tags on maps: Bookmarked, Archived. */
export interface MapUserTagsTable {
  userId: string;
  mapId: string;
  tag: string;
  createdAt: CreatedAt;
}

/** Folders. A slash in the name makes a subfolder path. */
export interface LabelsTable {
  id: string;
  userId: string;
  name: string;
  createdAt: CreatedAt;
}

export interface MapLabelsTable {
  labelId: string;
  mapId: string;
}

export interface CoursesTable {
  id: string;
  authorId: string;
  name: string;
  thumbnailUrl: string | null;
  description: Generated<string>;
  mapId: string;
  access: Generated<CourseAccess>;
  tags: Json<string[]>;
  requirePayment: Generated<boolean>;
  /** Whether users with edit rights on its map may save copies of it. */
  allowCopies: Generated<boolean>;
  /** The price in minor units with its currency (both or neither; migration 0017); none for a free course. */
  priceAmount: number | null;
  priceCurrency: Currency | null;
  suspendDate: NullableTimestamp;
  suspendReason: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface CourseEnrolmentsTable {
  userId: string;
  courseId: string;
  createdAt: CreatedAt;
}

export interface ReactionsTable {
  id: string;
  userId: string;
  targetId: string;
  reactionType: 'like';
  createdAt: CreatedAt;
}

/** Classes. `disabled` means archived. */
export interface UserGroupsTable {
  id: string;
  name: string;
  description: Generated<string>;
  accessCode: string | null;
  disabled: Generated<boolean>;
  createdBy: string;
  createdAt: CreatedAt;
}

export interface UserGroupMembersTable {
  groupId: string;
  userId: string;
  role: GroupRole;
  /** 'Give the class admins access to my class results'. */
  shareResults: Generated<boolean>;
  joinedAt: CreatedAt;
}

export interface UserGroupInvitationsTable {
  id: string;
  groupId: string;
  userId: string;
  role: GroupRole;
  invitedBy: string;
  createdAt: CreatedAt;
  acceptedAt: NullableTimestamp;
}

export interface UserGroupResourcesTable {
  id: string;
  groupId: string;
  resourceType: ResourceType;
  mapId: string;
  courseId: string | null;
  createdBy: string;
  createdAt: CreatedAt;
}

/** Every e-mail the product sends; delivered by SMTP when configured, otherwise read from here. */
export interface EmailOutboxTable {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** What flow sent it: invite, reset-password, activation, unsubscribe-confirmation. */
  kind: string;
  status: Generated<EmailStatus>;
  error: string | null;
  createdAt: CreatedAt;
  sentAt: NullableTimestamp;
}

/** Client errors reported through `PUT /a/log`. */
export interface ClientLogsTable {
  id: Generated<number>;
  message: string;
  error: string | null;
  userId: string | null;
  userAgent: string | null;
  createdAt: CreatedAt;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  createdAt: CreatedAt;
}

export type AccountTokenPurpose = 'activation' | 'reset' | 'invite' | 'unsubscribe';

/** Single-use links sent by e-mail; only the SHA-256 of the token is kept. */
export interface AccountTokensTable {
  id: string;
  userId: string;
  purpose: AccountTokenPurpose;
  tokenHash: string;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: CreatedAt;
}

/** Human-check solutions already used, kept until their challenge expires (no replay). */
export interface SpentChallengesTable {
  signature: string;
  expiresAt: Timestamp;
}

/** Daily usage counters of a map (spec 1 usage report), for signed-in users and anonymous visitors. */
export interface MapUsageDaysTable {
  mapId: string;
  /** A calendar day (UTC), written as 'YYYY-MM-DD'. */
  day: ColumnType<Date, string, string>;
  userLoads: Generated<number>;
  userCourseLoads: Generated<number>;
  userShares: Generated<number>;
  userUpdates: Generated<number>;
  anonymousLoads: Generated<number>;
  anonymousCourseLoads: Generated<number>;
  anonymousShares: Generated<number>;
  anonymousUpdates: Generated<number>;
}

export type UsageAction = 'load' | 'courseLoad' | 'share' | 'update';

/** A user's latest use of a map per kind of use (the dashboard's recent maps and courses). */
export interface MapUserActivityTable {
  userId: string;
  mapId: string;
  action: UsageAction;
  courseId: string | null;
  lastAt: Timestamp;
}

/** Dashboard suggestions a user has completed (completeAchievement). */
export interface UserAchievementsTable {
  userId: string;
  suggestionId: string;
  completedAt: CreatedAt;
}

/** A user's own notes on a map (src/model/map/userNotes.ts), checked by the model before they are written. */
export interface MapUserNotesTable {
  userId: string;
  mapId: string;
  notes: Json<Record<string, unknown>>;
  updatedAt: Timestamp;
}

/** A reader's own additions to a personalisable map (src/model/map/userAdditions.ts), checked before written. */
export interface MapUserAdditionsTable {
  userId: string;
  mapId: string;
  additions: Json<Record<string, unknown>>;
  updatedAt: Timestamp;
}

/** Feedback from the help menu, with where it was sent from. */
export interface FeedbackTable {
  id: Generated<number>;
  userId: string;
  feedback: string;
  page: string | null;
  appVersion: string | null;
  createdAt: CreatedAt;
}

/** A file uploaded for a map (`server/media`) with the content type sniffed from its bytes. */
export interface MediaTable {
  id: string;
  mapId: string;
  ownerId: string;
  contentType: string;
  byteSize: number;
  /** The size of its chunks (all but the last are full), as it was written. */
  chunkSize: number;
  createdAt: CreatedAt;
}

/** A medium's bytes, `chunkIndex` counting from 0 at its start. */
export interface MediaChunksTable {
  mediaId: string;
  chunkIndex: number;
  data: Uint8Array;
}

/** A map's thumbnail (server/maps/thumbnails.ts): a sniffed PNG or WebP, its version the ETag. */
export interface MapThumbnailsTable {
  mapId: string;
  contentType: string;
  image: Uint8Array;
  version: Generated<number>;
  updatedAt: Timestamp;
}

/** A map's open live session (issue 24): who started it, who may edit, and its latest snapshot. */
export interface LiveSessionsTable {
  mapId: string;
  sessionId: string;
  ownerId: string;
  editorIds: Json<string[]>;
  /** The stored form of the map at `snapshotRev` (0: as the session started). */
  snapshot: Json<Record<string, unknown>>;
  snapshotRev: Generated<number>;
  /** The last revision saved as the map's version. */
  checkpointRev: Generated<number>;
  startedAt: CreatedAt;
  /** Since when no member has been connected; null while one is. */
  idleSince: NullableTimestamp;
}

/** Every edit accepted in a live session, in revision order, with the action that undoes it. */
export interface LiveOpsTable {
  sessionId: string;
  rev: number;
  opId: string;
  actorId: string;
  action: Json<Record<string, unknown>>;
  inverse: Json<Record<string, unknown>>;
  createdAt: CreatedAt;
}

/** Who is in a live session, counted by open connection. */
export interface LiveMembersTable {
  sessionId: string;
  userId: string;
  name: string;
  initials: string;
  connections: number;
  joinedAt: CreatedAt;
}

/** How far a user has watched one lesson of a map (src/model/progress), in seconds. */
export interface LessonProgressTable {
  id: string;
  userId: string;
  mapId: string;
  lessonId: string;
  previousWatchedTime: number;
  longestWatchedTime: number;
  updatedAt: Timestamp;
}

/**
 * Every table; the quiz tables' types are in ./quizTables.ts, recall and flashcards' in ./practiceTables.ts,
 * course sales' in ./courseTables.ts.
 */
export interface Tables extends QuizTables, PracticeTables, CourseTables {
  organizations: OrganizationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  maps: MapsTable;
  mapShares: MapSharesTable;
  mapUserTags: MapUserTagsTable;
  labels: LabelsTable;
  mapLabels: MapLabelsTable;
  courses: CoursesTable;
  courseEnrolments: CourseEnrolmentsTable;
  reactions: ReactionsTable;
  userGroups: UserGroupsTable;
  userGroupMembers: UserGroupMembersTable;
  userGroupInvitations: UserGroupInvitationsTable;
  userGroupResources: UserGroupResourcesTable;
  emailOutbox: EmailOutboxTable;
  clientLogs: ClientLogsTable;
  serverSecrets: ServerSecretsTable;
  accountTokens: AccountTokensTable;
  spentChallenges: SpentChallengesTable;
  mapUsageDays: MapUsageDaysTable;
  mapUserActivity: MapUserActivityTable;
  userAchievements: UserAchievementsTable;
  mapUserNotes: MapUserNotesTable;
  mapUserAdditions: MapUserAdditionsTable;
  feedback: FeedbackTable;
  media: MediaTable;
  mediaChunks: MediaChunksTable;
  mapThumbnails: MapThumbnailsTable;
  liveSessions: LiveSessionsTable;
  liveOps: LiveOpsTable;
  liveMembers: LiveMembersTable;
  lessonProgress: LessonProgressTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type MapRow = Selectable<MapsTable>;
export type NewMap = Insertable<MapsTable>;
