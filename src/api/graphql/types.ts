/** Result shapes of the signed-in areas' GraphQL operations (server/graphql/typeDefs). */

export type UserTag = 'Bookmarked' | 'Archived';
export type MapView = 'all' | 'bookmarked' | 'myMaps' | 'shared' | 'archived' | 'uncategorised' | 'label';
export type GroupRole = 'Member' | 'Admin';
export type ResourceType = 'Course' | 'Map';
export type UsageEvent = 'Load' | 'CourseLoad' | 'Share' | 'Update';

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
}

export interface ChangeStamp {
  date: string;
  userId: string;
}

export interface MapSummary {
  id: string;
  name: string;
  owner: Person;
  userTags: UserTag[];
  labels: string[];
  updated: ChangeStamp;
  created: ChangeStamp;
}

export interface Label {
  id: string;
  name: string;
  displayName: string;
}

export interface Course {
  id: string;
  author: Person;
  name: string;
  thumbnailURL: string | null;
  description: string;
  mapId: string;
  access: string;
  tags: string[];
  isEnrolled: boolean;
  requirePayment: boolean;
  viewerReaction: { id: string; reactionType: 'like' } | null;
  reactionSummary: { likeCount: number };
}

export interface Suggestion {
  id: string;
  description: string;
  actions: { url: string; name: string; important: boolean }[];
}

export interface RecentMap {
  mapId: string;
  name: string;
  courseId: string | null;
  date: string;
}

export interface GroupMember {
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  shareResults: boolean | null;
}

export interface UserSummary {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
}

export interface GroupResource {
  id: string;
  type: ResourceType;
  mapId: string;
  courseId: string | null;
  name: string;
  created: { user: Person; date: string };
}

export interface GroupInvitation {
  id: string;
  role: GroupRole;
  user: UserSummary;
  groupId: string;
  groupName: string;
  invitedBy: Person;
  created: string;
}

/** A class as the list shows it. */
export interface ClassSummary {
  id: string;
  name: string;
  disabled: boolean;
  studentCount: number;
  resourceCount: number;
  viewerRole: GroupRole;
}

export interface ClassDetail extends ClassSummary {
  description: string;
  accessCode: string | null;
  shareResults: boolean;
  createdAt: string;
  adminMembers: GroupMember[];
  students: GroupMember[];
  resources: GroupResource[];
  invitations: GroupInvitation[];
}

export interface DayUsage {
  date: string;
  totalUses: number;
  user: UsageCounters;
  anonymous: UsageCounters;
}

export interface UsageCounters {
  loads: number;
  courseLoads: number;
  shares: number;
  updates: number;
}
