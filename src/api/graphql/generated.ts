/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** Spec 3 section 3: what a viewer has of a course. */
export type Access =
  | 'Free'
  | 'None'
  | 'Paid'
  | 'RequiresPayment'
  | 'Shared';

export type AnswerInput = {
  /** Submitted for marking; false keeps the answer as a draft. */
  completed: boolean;
  /** A string (short text, multiple choice, long text, number), a list of strings (recall) or an object of strings by quiz field id (multiple fields). */
  content: unknown;
  /** The lesson the question was answered in, if any. */
  lessonId?: string | null | undefined;
  mapId: string;
  questionId: string;
  quizId: string;
};

export type CourseInput = {
  /** private, public or public-not-listed. */
  access: string;
  /** Whether users with edit rights on its map may save copies of it. */
  allowCopies: boolean;
  description: string;
  name: string;
  /** None for a free course. */
  price?: PriceInput | null | undefined;
  tags: Array<string>;
};

export type Currency =
  | 'AUD'
  | 'EUR'
  | 'GBP'
  | 'NZD'
  | 'USD';

export type GroupResourceInput = {
  /** The map id of a map, the course id of a course. */
  id: string;
  type: ResourceType;
};

export type GroupRole =
  | 'Admin'
  | 'Member';

/** A report from the lesson player; times in seconds, as the video element reports them. */
export type LessonProgressInput = {
  /** A presentation's id in the map. */
  lessonId: string;
  /** The furthest point the user reached. */
  longestWatchedTime: number;
  mapId: string;
  /** Where the user is now. */
  previousWatchedTime: number;
};

export type MapView =
  | 'all'
  | 'archived'
  | 'bookmarked'
  | 'label'
  | 'myMaps'
  | 'shared'
  | 'uncategorised';

/** Spec 3 section 3: a presentation's type; modelAnswer is deprecated. */
export type PresentationType =
  | 'lesson'
  | 'modelAnswer'
  | 'standard';

export type PriceInput = {
  amount: number;
  currency: Currency;
};

export type ReactionType =
  | 'like';

export type RecallResultInput = {
  /** How long the session took, in milliseconds. */
  durationMs: number;
  /** The recall item recalled (/{id}/recall/{itemId}); null otherwise. */
  itemId?: string | null | undefined;
  /** The level recalled on its own (/{id}/recall/layer/{layerId}); null for the whole map or an item. */
  levelId?: number | null | undefined;
  mapId: string;
  /** The nodes the learner named, each once. */
  recalledNodeIds: Array<string>;
};

export type ResourceType =
  | 'Course'
  | 'Map';

/** The rights a share gives. */
export type ShareRight =
  | 'edit'
  | 'view';

/** Kinds of use counted in the report. */
export type UsageEvent =
  | 'CourseLoad'
  | 'Load'
  | 'Share'
  | 'Update';

/** What a user has been shown or has finished, kept with the account. */
export type UserFlag =
  | 'ShownContentEditorInteractive'
  | 'ShownGettingStarted'
  | 'ShownNewMapInteractive'
  | 'ShownPresentationCreationIntro'
  | 'ToolbarInteractive';

export type UserGroupInput = {
  description?: string | null | undefined;
  /** Absent to create a class. */
  id?: string | null | undefined;
  name: string;
};

export type UserTag =
  | 'Archived'
  | 'Bookmarked';

export type UserUpdateInput = {
  newsletterConsent?: boolean | null | undefined;
  /** Flags to set (a tutorial finished, the Getting Started dialog shown); set flags stay set. */
  setFlags?: Array<UserFlag> | null | undefined;
};

export type AdminUserFieldsFragment = { id: string, username: string, firstName: string, lastName: string, roles: Array<string>, status: string, deactivatedAt: string | null, createdAt: string, organization: { id: string, name: string } | null };

export type AdminCourseFieldsFragment = { id: string, name: string, access: string, author: { id: string, username: string }, suspend: { date: string, reason: string } | null };

export type ClientErrorFieldsFragment = { id: string, message: string, error: string | null, userAgent: string | null, createdAt: string, user: { id: string, username: string } | null };

export type AdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminUsersQuery = { adminUsers: { total: number, items: Array<{ id: string, username: string, firstName: string, lastName: string, roles: Array<string>, status: string, deactivatedAt: string | null, createdAt: string, organization: { id: string, name: string } | null }> } };

export type AdminFeedbackQueryVariables = Exact<{
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminFeedbackQuery = { adminFeedback: { total: number, items: Array<{ id: string, feedback: string, page: string | null, appVersion: string | null, createdAt: string, user: { id: string, username: string, firstName: string, lastName: string } }> } };

export type AdminClientErrorsQueryVariables = Exact<{
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminClientErrorsQuery = { adminClientErrors: { total: number, items: Array<{ id: string, message: string, error: string | null, userAgent: string | null, createdAt: string, user: { id: string, username: string } | null }> } };

export type AdminCoursesQueryVariables = Exact<{
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminCoursesQuery = { adminCourses: { total: number, items: Array<{ id: string, name: string, access: string, author: { id: string, username: string }, suspend: { date: string, reason: string } | null }> } };

export type SetUserRolesMutationVariables = Exact<{
  userId: string;
  roles: Array<string> | string;
}>;


export type SetUserRolesMutation = { setUserRoles: { id: string, username: string, firstName: string, lastName: string, roles: Array<string>, status: string, deactivatedAt: string | null, createdAt: string, organization: { id: string, name: string } | null } };

export type SetUserOrganizationMutationVariables = Exact<{
  userId: string;
  organization?: string | null | undefined;
}>;


export type SetUserOrganizationMutation = { setUserOrganization: { id: string, username: string, firstName: string, lastName: string, roles: Array<string>, status: string, deactivatedAt: string | null, createdAt: string, organization: { id: string, name: string } | null } };

export type DeactivateUserMutationVariables = Exact<{
  userId: string;
}>;


export type DeactivateUserMutation = { deactivateUser: { id: string, username: string, firstName: string, lastName: string, roles: Array<string>, status: string, deactivatedAt: string | null, createdAt: string, organization: { id: string, name: string } | null } };

export type ReactivateUserMutationVariables = Exact<{
  userId: string;
}>;


export type ReactivateUserMutation = { reactivateUser: { id: string, username: string, firstName: string, lastName: string, roles: Array<string>, status: string, deactivatedAt: string | null, createdAt: string, organization: { id: string, name: string } | null } };

export type SuspendCourseMutationVariables = Exact<{
  courseId: string;
  reason: string;
}>;


export type SuspendCourseMutation = { suspendCourse: { id: string, name: string, access: string, author: { id: string, username: string }, suspend: { date: string, reason: string } | null } };

export type ResumeCourseMutationVariables = Exact<{
  courseId: string;
}>;


export type ResumeCourseMutation = { resumeCourse: { id: string, name: string, access: string, author: { id: string, username: string }, suspend: { date: string, reason: string } | null } };

export type MonitorQueryVariables = Exact<{ [key: string]: never; }>;


export type MonitorQuery = { monitor: { liveSessions: number, sockets: number, collabConnections: number, collabRooms: number, server: { version: string, uptimeSeconds: number, processId: number, memoryMb: number }, database: { kind: string, health: { ok: boolean, latencyMs: number, error: string | null } }, redis: { ok: boolean, latencyMs: number, error: string | null } | null, recentServerErrors: Array<{ id: string, at: string, source: string, message: string }>, recentClientErrors: Array<{ id: string, message: string, error: string | null, userAgent: string | null, createdAt: string, user: { id: string, username: string } | null }> } };

export type ClassSummaryFieldsFragment = { id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole };

export type InvitationFieldsFragment = { id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } };

export type ClassDetailFieldsFragment = { description: string, accessCode: string | null, shareResults: boolean, createdAt: string, id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole, adminMembers: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, students: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, resources: Array<{ id: string, type: ResourceType, mapId: string, courseId: string | null, name: string, created: { date: string, user: { id: string, firstName: string, lastName: string } } }>, invitations: Array<{ id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } }> };

export type GetMyClassesQueryVariables = Exact<{
  archived?: boolean | null | undefined;
}>;


export type GetMyClassesQuery = { myClasses: Array<{ id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole }> };

export type GetClassQueryVariables = Exact<{
  groupId: string;
}>;


export type GetClassQuery = { userGroup: { description: string, accessCode: string | null, shareResults: boolean, createdAt: string, id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole, adminMembers: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, students: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, resources: Array<{ id: string, type: ResourceType, mapId: string, courseId: string | null, name: string, created: { date: string, user: { id: string, firstName: string, lastName: string } } }>, invitations: Array<{ id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } }> } };

export type GetUserSummaryQueryVariables = Exact<{
  username: string;
}>;


export type GetUserSummaryQuery = { getUserSummary: { id: string, firstName: string, lastName: string, username: string } | null };

export type MyGroupInvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyGroupInvitationsQuery = { myGroupInvitations: Array<{ id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } }> };

export type UpdateUserGroupMutationVariables = Exact<{
  userGroup: UserGroupInput;
}>;


export type UpdateUserGroupMutation = { updateUserGroup: { description: string, accessCode: string | null, shareResults: boolean, createdAt: string, id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole, adminMembers: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, students: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, resources: Array<{ id: string, type: ResourceType, mapId: string, courseId: string | null, name: string, created: { date: string, user: { id: string, firstName: string, lastName: string } } }>, invitations: Array<{ id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } }> } };

export type JoinUserGroupByCodeMutationVariables = Exact<{
  accessCode: string;
  shareResults?: boolean | null | undefined;
}>;


export type JoinUserGroupByCodeMutation = { joinUserGroupByCode: { description: string, accessCode: string | null, shareResults: boolean, createdAt: string, id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole, adminMembers: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, students: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, resources: Array<{ id: string, type: ResourceType, mapId: string, courseId: string | null, name: string, created: { date: string, user: { id: string, firstName: string, lastName: string } } }>, invitations: Array<{ id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } }> } };

export type ArchiveUserGroupMutationVariables = Exact<{
  id: string;
}>;


export type ArchiveUserGroupMutation = { archiveUserGroup: { description: string, accessCode: string | null, shareResults: boolean, createdAt: string, id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole, adminMembers: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, students: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, resources: Array<{ id: string, type: ResourceType, mapId: string, courseId: string | null, name: string, created: { date: string, user: { id: string, firstName: string, lastName: string } } }>, invitations: Array<{ id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } }> } };

export type RestoreUserGroupMutationVariables = Exact<{
  id: string;
}>;


export type RestoreUserGroupMutation = { restoreUserGroup: { description: string, accessCode: string | null, shareResults: boolean, createdAt: string, id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole, adminMembers: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, students: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, resources: Array<{ id: string, type: ResourceType, mapId: string, courseId: string | null, name: string, created: { date: string, user: { id: string, firstName: string, lastName: string } } }>, invitations: Array<{ id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } }> } };

export type GenerateUserGroupAccessCodeMutationVariables = Exact<{
  id: string;
}>;


export type GenerateUserGroupAccessCodeMutation = { generateUserGroupAccessCode: { description: string, accessCode: string | null, shareResults: boolean, createdAt: string, id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole, adminMembers: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, students: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, resources: Array<{ id: string, type: ResourceType, mapId: string, courseId: string | null, name: string, created: { date: string, user: { id: string, firstName: string, lastName: string } } }>, invitations: Array<{ id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } }> } };

export type RevokeUserGroupAccessCodeMutationVariables = Exact<{
  id: string;
}>;


export type RevokeUserGroupAccessCodeMutation = { revokeUserGroupAccessCode: { description: string, accessCode: string | null, shareResults: boolean, createdAt: string, id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole, adminMembers: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, students: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, resources: Array<{ id: string, type: ResourceType, mapId: string, courseId: string | null, name: string, created: { date: string, user: { id: string, firstName: string, lastName: string } } }>, invitations: Array<{ id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } }> } };

export type InviteGroupUsersMutationVariables = Exact<{
  groupId: string;
  userIds: Array<string> | string;
  role: GroupRole;
}>;


export type InviteGroupUsersMutation = { inviteGroupUsers: { description: string, accessCode: string | null, shareResults: boolean, createdAt: string, id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole, adminMembers: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, students: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, resources: Array<{ id: string, type: ResourceType, mapId: string, courseId: string | null, name: string, created: { date: string, user: { id: string, firstName: string, lastName: string } } }>, invitations: Array<{ id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } }> } };

export type AcceptGroupInvitationMutationVariables = Exact<{
  invitationId: string;
}>;


export type AcceptGroupInvitationMutation = { acceptGroupInvitation: { description: string, accessCode: string | null, shareResults: boolean, createdAt: string, id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole, adminMembers: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, students: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, resources: Array<{ id: string, type: ResourceType, mapId: string, courseId: string | null, name: string, created: { date: string, user: { id: string, firstName: string, lastName: string } } }>, invitations: Array<{ id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } }> } };

export type RemoveStudentsMutationVariables = Exact<{
  groupId: string;
  userIds: Array<string> | string;
}>;


export type RemoveStudentsMutation = { removeStudents: { description: string, accessCode: string | null, shareResults: boolean, createdAt: string, id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole, adminMembers: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, students: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, resources: Array<{ id: string, type: ResourceType, mapId: string, courseId: string | null, name: string, created: { date: string, user: { id: string, firstName: string, lastName: string } } }>, invitations: Array<{ id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } }> } };

export type RemoveTeacherMutationVariables = Exact<{
  groupId: string;
  userId: string;
}>;


export type RemoveTeacherMutation = { removeTeacher: { description: string, accessCode: string | null, shareResults: boolean, createdAt: string, id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole, adminMembers: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, students: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, resources: Array<{ id: string, type: ResourceType, mapId: string, courseId: string | null, name: string, created: { date: string, user: { id: string, firstName: string, lastName: string } } }>, invitations: Array<{ id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } }> } };

export type AddUserGroupResourcesMutationVariables = Exact<{
  groupId: string;
  resources: Array<GroupResourceInput> | GroupResourceInput;
}>;


export type AddUserGroupResourcesMutation = { addUserGroupResources: { description: string, accessCode: string | null, shareResults: boolean, createdAt: string, id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole, adminMembers: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, students: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, resources: Array<{ id: string, type: ResourceType, mapId: string, courseId: string | null, name: string, created: { date: string, user: { id: string, firstName: string, lastName: string } } }>, invitations: Array<{ id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } }> } };

export type RemoveUserGroupResourceMutationVariables = Exact<{
  groupId: string;
  resourceId: string;
}>;


export type RemoveUserGroupResourceMutation = { removeUserGroupResource: { description: string, accessCode: string | null, shareResults: boolean, createdAt: string, id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole, adminMembers: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, students: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, resources: Array<{ id: string, type: ResourceType, mapId: string, courseId: string | null, name: string, created: { date: string, user: { id: string, firstName: string, lastName: string } } }>, invitations: Array<{ id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } }> } };

export type LeaveUserGroupMutationVariables = Exact<{
  id: string;
}>;


export type LeaveUserGroupMutation = { leaveUserGroup: string };

export type DeclineGroupInvitationMutationVariables = Exact<{
  invitationId: string;
}>;


export type DeclineGroupInvitationMutation = { declineGroupInvitation: string };

export type SetUserGroupShareResultsMutationVariables = Exact<{
  groupId: string;
  shareResults: boolean;
}>;


export type SetUserGroupShareResultsMutation = { setUserGroupShareResults: { description: string, accessCode: string | null, shareResults: boolean, createdAt: string, id: string, name: string, disabled: boolean, studentCount: number, resourceCount: number, viewerRole: GroupRole, adminMembers: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, students: Array<{ id: string, firstName: string, lastName: string, username: string | null, shareResults: boolean | null }>, resources: Array<{ id: string, type: ResourceType, mapId: string, courseId: string | null, name: string, created: { date: string, user: { id: string, firstName: string, lastName: string } } }>, invitations: Array<{ id: string, role: GroupRole, groupId: string, groupName: string, created: string, user: { id: string, firstName: string, lastName: string, username: string }, invitedBy: { id: string, firstName: string, lastName: string } }> } };

export type AuthoredCourseFieldsFragment = { id: string, name: string, description: string, thumbnailURL: string | null, mapId: string, access: string, tags: Array<string>, allowCopies: boolean, price: { amount: number, currency: Currency } | null };

export type CourseOfMapQueryVariables = Exact<{
  mapId: string;
}>;


export type CourseOfMapQuery = { courseOfMap: { id: string, name: string, description: string, thumbnailURL: string | null, mapId: string, access: string, tags: Array<string>, allowCopies: boolean, price: { amount: number, currency: Currency } | null } | null };

export type CreateCourseMutationVariables = Exact<{
  mapId: string;
  name: string;
}>;


export type CreateCourseMutation = { createCourse: { id: string, name: string, description: string, thumbnailURL: string | null, mapId: string, access: string, tags: Array<string>, allowCopies: boolean, price: { amount: number, currency: Currency } | null } };

export type UpdateCourseMutationVariables = Exact<{
  courseId: string;
  input: CourseInput;
}>;


export type UpdateCourseMutation = { updateCourse: { id: string, name: string, description: string, thumbnailURL: string | null, mapId: string, access: string, tags: Array<string>, allowCopies: boolean, price: { amount: number, currency: Currency } | null } };

export type DeleteCourseMutationVariables = Exact<{
  courseId: string;
}>;


export type DeleteCourseMutation = { deleteCourse: boolean };

export type CourseFieldsFragment = { id: string, name: string, description: string, thumbnailURL: string | null, mapId: string, access: string, tags: Array<string>, isEnrolled: boolean, requirePayment: boolean, author: { id: string, firstName: string, lastName: string }, viewerReaction: { id: string, reactionType: ReactionType } | null, reactionSummary: { likeCount: number } };

export type CourseEntryFieldsFragment = { id: string, type: string, name: string, state: string | null, presentationId: string | null, questionIds: Array<string>, answerMode: string | null, enableRedo: boolean | null, tags: Array<string>, duration: number | null, progress: number | null, complete: boolean };

export type CourseHomeQueryVariables = Exact<{
  courseId: string;
}>;


export type CourseHomeQuery = { courseHome: { access: Access, isStaff: boolean, continueItemId: string | null, started: boolean, paymentsAvailable: boolean, course: { id: string, name: string, description: string, thumbnailURL: string | null, mapId: string, access: string, tags: Array<string>, isEnrolled: boolean, requirePayment: boolean, price: { amount: number, currency: Currency } | null, suspend: { date: string, reason: string } | null, author: { id: string, firstName: string, lastName: string }, viewerReaction: { id: string, reactionType: ReactionType } | null, reactionSummary: { likeCount: number } }, outline: Array<{ id: string, type: string, name: string, state: string | null, presentationId: string | null, questionIds: Array<string>, answerMode: string | null, enableRedo: boolean | null, tags: Array<string>, duration: number | null, progress: number | null, complete: boolean, items: Array<{ id: string, type: string, name: string, state: string | null, presentationId: string | null, questionIds: Array<string>, answerMode: string | null, enableRedo: boolean | null, tags: Array<string>, duration: number | null, progress: number | null, complete: boolean }> }> } };

export type VisitCourseMutationVariables = Exact<{
  courseId: string;
}>;


export type VisitCourseMutation = { visitCourse: boolean };

export type GetCoursesQueryVariables = Exact<{
  tags?: Array<string> | string | null | undefined;
}>;


export type GetCoursesQuery = { courses: Array<{ id: string, name: string, description: string, thumbnailURL: string | null, mapId: string, access: string, tags: Array<string>, isEnrolled: boolean, requirePayment: boolean, author: { id: string, firstName: string, lastName: string }, viewerReaction: { id: string, reactionType: ReactionType } | null, reactionSummary: { likeCount: number } }>, user: { id: string, courses: Array<string> } };

export type SearchCoursesQueryVariables = Exact<{
  query?: string | null | undefined;
}>;


export type SearchCoursesQuery = { searchCourses: Array<{ id: string, name: string, description: string, thumbnailURL: string | null, mapId: string, access: string, tags: Array<string>, isEnrolled: boolean, requirePayment: boolean, author: { id: string, firstName: string, lastName: string }, viewerReaction: { id: string, reactionType: ReactionType } | null, reactionSummary: { likeCount: number } }> };

export type MyCoursesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCoursesQuery = { myCourses: Array<{ id: string, name: string, description: string, thumbnailURL: string | null, mapId: string, access: string, tags: Array<string>, isEnrolled: boolean, requirePayment: boolean, author: { id: string, firstName: string, lastName: string }, viewerReaction: { id: string, reactionType: ReactionType } | null, reactionSummary: { likeCount: number } }> };

export type CoursesForSharingQueryVariables = Exact<{ [key: string]: never; }>;


export type CoursesForSharingQuery = { coursesForSharing: Array<{ id: string, name: string, description: string, thumbnailURL: string | null, mapId: string, access: string, tags: Array<string>, isEnrolled: boolean, requirePayment: boolean, author: { id: string, firstName: string, lastName: string }, viewerReaction: { id: string, reactionType: ReactionType } | null, reactionSummary: { likeCount: number } }> };

export type EnrolCourseMutationVariables = Exact<{
  courseId: string;
}>;


export type EnrolCourseMutation = { enrolCourse: { id: string, firstName: string, lastName: string, courses: Array<string> } };

export type UnenrolCourseMutationVariables = Exact<{
  courseId: string;
}>;


export type UnenrolCourseMutation = { unenrolCourse: { id: string, firstName: string, lastName: string, courses: Array<string> } };

export type UpdateReactionMutationVariables = Exact<{
  targetId: string;
}>;


export type UpdateReactionMutation = { updateReaction: { id: string, name: string, description: string, thumbnailURL: string | null, mapId: string, access: string, tags: Array<string>, isEnrolled: boolean, requirePayment: boolean, author: { id: string, firstName: string, lastName: string }, viewerReaction: { id: string, reactionType: ReactionType } | null, reactionSummary: { likeCount: number } } };

export type RemoveReactionMutationVariables = Exact<{
  reactionId: string;
}>;


export type RemoveReactionMutation = { removeReaction: { id: string, name: string, description: string, thumbnailURL: string | null, mapId: string, access: string, tags: Array<string>, isEnrolled: boolean, requirePayment: boolean, author: { id: string, firstName: string, lastName: string }, viewerReaction: { id: string, reactionType: ReactionType } | null, reactionSummary: { likeCount: number } } };

export type SuggestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SuggestionsQuery = { suggestions: Array<{ id: string, description: string, actions: Array<{ url: string, name: string, important: boolean }> }> };

export type RecentMapsQueryVariables = Exact<{
  userAction?: UsageEvent | null | undefined;
}>;


export type RecentMapsQuery = { recentMaps: Array<{ mapId: string, name: string, courseId: string | null, date: string }> };

export type CompleteAchievementMutationVariables = Exact<{
  suggestionId: string;
}>;


export type CompleteAchievementMutation = { completeAchievement: Array<{ id: string, description: string, actions: Array<{ url: string, name: string, important: boolean }> }> };

export type SendFeedbackMutationVariables = Exact<{
  feedback: string;
  page?: string | null | undefined;
  version?: string | null | undefined;
}>;


export type SendFeedbackMutation = { sendFeedback: boolean };

export type FlashcardStateFieldsFragment = { cardId: string, due: string, stability: number, difficulty: number, elapsedDays: number, scheduledDays: number, learningSteps: number, reps: number, lapses: number, state: number, lastReview: string | null };

export type FlashcardScheduleQueryVariables = Exact<{
  mapId: string;
}>;


export type FlashcardScheduleQuery = { flashcardSchedule: unknown };

export type FlashcardReviewLogQueryVariables = Exact<{
  mapId: string;
  cardId: string;
}>;


export type FlashcardReviewLogQuery = { flashcardReviewLog: Array<{ rating: number, state: number, nextDue: string, review: string }> };

export type FlashcardReviewDaysQueryVariables = Exact<{
  mapId: string;
}>;


export type FlashcardReviewDaysQuery = { flashcardReviewDays: Array<{ day: string, reviews: number, again: number }> };

export type ReviewFlashcardMutationVariables = Exact<{
  mapId: string;
  cardId: string;
  rating: number;
}>;


export type ReviewFlashcardMutation = { reviewFlashcard: { cardId: string, due: string, stability: number, difficulty: number, elapsedDays: number, scheduledDays: number, learningSteps: number, reps: number, lapses: number, state: number, lastReview: string | null } };

export type ResetFlashcardMutationVariables = Exact<{
  mapId: string;
  cardId: string;
}>;


export type ResetFlashcardMutation = { resetFlashcard: boolean };

export type MapRecordQueryVariables = Exact<{
  mapId: string;
}>;


export type MapRecordQuery = { map: { id: string, name: string, version: number, updated: string, accessRight: string, hasEditRights: boolean, hasShareRights: boolean } };

export type CreateMapMutationVariables = Exact<{
  name: string;
  document?: unknown;
  labelId?: string | null | undefined;
}>;


export type CreateMapMutation = { createMap: { id: string, name: string, version: number, updated: string, accessRight: string, hasEditRights: boolean, hasShareRights: boolean } };

export type SaveMapMutationVariables = Exact<{
  mapId: string;
  baseVersion: number;
  document: unknown;
}>;


export type SaveMapMutation = { saveMap: { id: string, name: string, version: number, updated: string, accessRight: string, hasEditRights: boolean, hasShareRights: boolean } };

export type SaveMapAsMutationVariables = Exact<{
  mapId: string;
  name: string;
  document: unknown;
}>;


export type SaveMapAsMutation = { saveMapAs: { id: string, name: string, version: number, updated: string, accessRight: string, hasEditRights: boolean, hasShareRights: boolean } };

export type MapRecordFieldsFragment = { id: string, name: string, version: number, updated: string, accessRight: string, hasEditRights: boolean, hasShareRights: boolean };

export type MapDocumentQueryVariables = Exact<{
  mapId: string;
  courseId?: string | null | undefined;
}>;


export type MapDocumentQuery = { map: { document: unknown, copyAllowed: boolean, personalisable: boolean, canPersonalise: boolean, isPersonalised: boolean, userAdditions: unknown, id: string, name: string, version: number, updated: string, accessRight: string, hasEditRights: boolean, hasShareRights: boolean } };

export type MapShareFieldsFragment = { userId: string, email: string, firstName: string, lastName: string, accessRight: string };

export type MapSharesQueryVariables = Exact<{
  mapId: string;
}>;


export type MapSharesQuery = { mapShares: Array<{ userId: string, email: string, firstName: string, lastName: string, accessRight: string }> };

export type RenameMapMutationVariables = Exact<{
  mapId: string;
  name: string;
}>;


export type RenameMapMutation = { renameMap: { id: string, name: string, version: number, updated: string } };

export type DeleteMapMutationVariables = Exact<{
  mapId: string;
}>;


export type DeleteMapMutation = { deleteMap: string };

export type ShareMapMutationVariables = Exact<{
  mapId: string;
  email: string;
  accessRight: ShareRight;
}>;


export type ShareMapMutation = { shareMap: Array<{ userId: string, email: string, firstName: string, lastName: string, accessRight: string }> };

export type UnshareMapMutationVariables = Exact<{
  mapId: string;
  userId: string;
}>;


export type UnshareMapMutation = { unshareMap: Array<{ userId: string, email: string, firstName: string, lastName: string, accessRight: string }> };

export type MapSummaryContentQueryVariables = Exact<{
  mapId: string;
  courseId?: string | null | undefined;
}>;


export type MapSummaryContentQuery = { mapSummary: { id: string, name: string, ownerId: string, courseItems: unknown, presentations: Array<{ id: string, type: PresentationType, name: string, media: { url: string, duration: number } | null, videos: Array<{ url: string, duration: number }> }>, questions: Array<{ id: string, name: string, text: string }> } };

export type MapSummaryFieldsFragment = { id: string, name: string, userTags: Array<UserTag>, labels: Array<string>, owner: { id: string, firstName: string, lastName: string }, updated: { date: string, userId: string }, created: { date: string, userId: string } };

export type MapsQueryVariables = Exact<{
  view?: MapView | null | undefined;
  labelId?: string | null | undefined;
}>;


export type MapsQuery = { maps: Array<{ id: string, name: string, userTags: Array<UserTag>, labels: Array<string>, owner: { id: string, firstName: string, lastName: string }, updated: { date: string, userId: string }, created: { date: string, userId: string } }> };

export type GetMapLabelsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMapLabelsQuery = { user: { id: string }, mapLabels: Array<{ id: string, name: string, displayName: string }> };

export type GetMapsForSharingQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMapsForSharingQuery = { getMapsForSharing: Array<{ id: string, name: string, userTags: Array<UserTag>, labels: Array<string>, owner: { id: string, firstName: string, lastName: string }, updated: { date: string, userId: string }, created: { date: string, userId: string } }> };

export type AddUserTagToMapsMutationVariables = Exact<{
  mapIds: Array<string> | string;
  tag: UserTag;
}>;


export type AddUserTagToMapsMutation = { addUserTagToMaps: Array<{ id: string, name: string, userTags: Array<UserTag>, labels: Array<string>, owner: { id: string, firstName: string, lastName: string }, updated: { date: string, userId: string }, created: { date: string, userId: string } }> };

export type RemoveUserTagFromMapsMutationVariables = Exact<{
  mapIds: Array<string> | string;
  tag: UserTag;
}>;


export type RemoveUserTagFromMapsMutation = { removeUserTagFromMaps: Array<{ id: string, name: string, userTags: Array<UserTag>, labels: Array<string>, owner: { id: string, firstName: string, lastName: string }, updated: { date: string, userId: string }, created: { date: string, userId: string } }> };

export type MoveMapsToLabelMutationVariables = Exact<{
  mapIds: Array<string> | string;
  labelId?: string | null | undefined;
}>;


export type MoveMapsToLabelMutation = { moveMapsToLabel: Array<{ id: string, name: string, userTags: Array<UserTag>, labels: Array<string>, owner: { id: string, firstName: string, lastName: string }, updated: { date: string, userId: string }, created: { date: string, userId: string } }> };

export type CreateLabelMutationVariables = Exact<{
  name: string;
}>;


export type CreateLabelMutation = { createLabel: { id: string, name: string, displayName: string } };

export type RenameLabelMutationVariables = Exact<{
  id: string;
  name: string;
}>;


export type RenameLabelMutation = { renameLabel: Array<{ id: string, name: string, displayName: string }> };

export type DeleteLabelMutationVariables = Exact<{
  labelId: string;
}>;


export type DeleteLabelMutation = { deleteLabel: Array<string> };

export type CoursePaymentQueryVariables = Exact<{
  courseId: string;
}>;


export type CoursePaymentQuery = { courseHome: { access: Access, paymentsAvailable: boolean, course: { id: string, name: string, price: { amount: number, currency: Currency } | null } } };

export type StartCourseCheckoutMutationVariables = Exact<{
  courseId: string;
}>;


export type StartCourseCheckoutMutation = { startCourseCheckout: { url: string } };

export type MapPersonalisableQueryVariables = Exact<{
  mapId: string;
}>;


export type MapPersonalisableQuery = { map: { id: string, personalisable: boolean } };

export type SetMapPersonalisableMutationVariables = Exact<{
  mapId: string;
  personalisable: boolean;
}>;


export type SetMapPersonalisableMutation = { setMapPersonalisable: boolean };

export type SaveUserAdditionsMutationVariables = Exact<{
  mapId: string;
  additions: unknown;
}>;


export type SaveUserAdditionsMutation = { saveUserAdditions: { mapId: string, updated: string | null } };

export type MapProgressFieldsFragment = { id: string, mapId: string, lessons: Array<{ lessonId: string, longestWatchedTime: number, previousWatchedTime: number }> };

export type UserMapProgressFieldsFragment = { id: string, mapId: string, user: { id: string, firstName: string, lastName: string, username: string }, lessons: Array<{ lessonId: string, longestWatchedTime: number, previousWatchedTime: number }> };

export type MapProgressQueryVariables = Exact<{
  mapId: string;
}>;


export type MapProgressQuery = { mapProgress: { id: string, mapId: string, lessons: Array<{ lessonId: string, longestWatchedTime: number, previousWatchedTime: number }> } };

export type UpdateLessonProgressMutationVariables = Exact<{
  lessonProgress: LessonProgressInput;
}>;


export type UpdateLessonProgressMutation = { updateLessonProgress: { id: string, mapId: string, lessons: Array<{ lessonId: string, longestWatchedTime: number, previousWatchedTime: number }> } };

export type MapProgressAllUsersQueryVariables = Exact<{
  mapId: string;
}>;


export type MapProgressAllUsersQuery = { mapProgressAllUsers: Array<{ id: string, mapId: string, user: { id: string, firstName: string, lastName: string, username: string }, lessons: Array<{ lessonId: string, longestWatchedTime: number, previousWatchedTime: number }> }> };

export type MapProgressGroupUsersQueryVariables = Exact<{
  mapId: string;
  userGroupId: string;
}>;


export type MapProgressGroupUsersQuery = { mapProgressGroupUsers: Array<{ id: string, mapId: string, user: { id: string, firstName: string, lastName: string, username: string }, lessons: Array<{ lessonId: string, longestWatchedTime: number, previousWatchedTime: number }> }> };

export type AnswerFieldsFragment = { questionId: string, content: unknown, mark: string, attempts: number, completed: boolean, details: { missedNodes: Array<{ id: string, title: string }> } | null };

export type AnswerAttemptFieldsFragment = { id: string, quizId: string, lessonId: string | null, startDate: string, user: { id: string, firstName: string, lastName: string, username: string }, answers: Array<{ questionId: string, content: unknown, mark: string, attempts: number, completed: boolean, details: { missedNodes: Array<{ id: string, title: string }> } | null }> };

export type QuizAttemptQueryVariables = Exact<{
  mapId: string;
  quizId: string;
}>;


export type QuizAttemptQuery = { quizAttempt: { id: string, quizId: string, lessonId: string | null, startDate: string, user: { id: string, firstName: string, lastName: string, username: string }, answers: Array<{ questionId: string, content: unknown, mark: string, attempts: number, completed: boolean, details: { missedNodes: Array<{ id: string, title: string }> } | null }> } | null };

export type AnswerHistoryQueryVariables = Exact<{
  mapId: string;
  quizId: string;
  questionId: string;
}>;


export type AnswerHistoryQuery = { answerHistory: Array<{ content: unknown, mark: string, submittedAt: string }> };

export type ReportAttemptFieldsFragment = { id: string, quizId: string, lessonId: string | null, startDate: string, user: { id: string, firstName: string, lastName: string, username: string }, answers: Array<{ questionId: string, content: unknown, mark: string, attempts: number, completed: boolean }> };

export type GetAllAnswersQueryVariables = Exact<{
  mapId: string;
  quizId?: string | null | undefined;
}>;


export type GetAllAnswersQuery = { getAllAnswers: Array<{ id: string, quizId: string, lessonId: string | null, startDate: string, user: { id: string, firstName: string, lastName: string, username: string }, answers: Array<{ questionId: string, content: unknown, mark: string, attempts: number, completed: boolean }> }> };

export type GetGroupUsersAnswersQueryVariables = Exact<{
  mapId: string;
  userGroupId: string;
  quizId?: string | null | undefined;
}>;


export type GetGroupUsersAnswersQuery = { getGroupUsersAnswers: Array<{ id: string, quizId: string, lessonId: string | null, startDate: string, user: { id: string, firstName: string, lastName: string, username: string }, answers: Array<{ questionId: string, content: unknown, mark: string, attempts: number, completed: boolean }> }> };

export type SaveAnswerMutationVariables = Exact<{
  answer: AnswerInput;
}>;


export type SaveAnswerMutation = { saveAnswer: { questionId: string, content: unknown, mark: string, attempts: number, completed: boolean, details: { missedNodes: Array<{ id: string, title: string }> } | null } };

export type ResetAnswerMutationVariables = Exact<{
  mapId: string;
  quizId: string;
  questionId: string;
}>;


export type ResetAnswerMutation = { resetAnswer: { questionId: string, content: unknown, mark: string, attempts: number, completed: boolean, details: { missedNodes: Array<{ id: string, title: string }> } | null } };

export type ShowAnswerMutationVariables = Exact<{
  mapId: string;
  quizId: string;
  questionId: string;
}>;


export type ShowAnswerMutation = { showAnswer: { questionId: string, content: unknown, mark: string, attempts: number, completed: boolean, details: { missedNodes: Array<{ id: string, title: string }> } | null } };

export type RetryQuizMutationVariables = Exact<{
  mapId: string;
  quizId: string;
  lessonId?: string | null | undefined;
}>;


export type RetryQuizMutation = { retryQuiz: { id: string, quizId: string, lessonId: string | null, startDate: string, user: { id: string, firstName: string, lastName: string, username: string }, answers: Array<{ questionId: string, content: unknown, mark: string, attempts: number, completed: boolean, details: { missedNodes: Array<{ id: string, title: string }> } | null }> } };

export type RecallResultFieldsFragment = { id: string, mapId: string, itemId: string | null, category: string, durationMs: number, createdAt: string, summary: { matches: number, available: number }, details: { restrictToLevelId: number | null, recalledNodes: Array<{ id: string, title: string }>, missedNodes: Array<{ id: string, title: string }> } };

export type RecallResultsQueryVariables = Exact<{
  mapId: string;
}>;


export type RecallResultsQuery = { recallResults: Array<{ id: string, mapId: string, itemId: string | null, category: string, durationMs: number, createdAt: string, summary: { matches: number, available: number }, details: { restrictToLevelId: number | null, recalledNodes: Array<{ id: string, title: string }>, missedNodes: Array<{ id: string, title: string }> } }> };

export type SaveRecallResultMutationVariables = Exact<{
  result: RecallResultInput;
}>;


export type SaveRecallResultMutation = { saveRecallResult: { id: string, mapId: string, itemId: string | null, category: string, durationMs: number, createdAt: string, summary: { matches: number, available: number }, details: { restrictToLevelId: number | null, recalledNodes: Array<{ id: string, title: string }>, missedNodes: Array<{ id: string, title: string }> } } };

export type CourseReportQueryVariables = Exact<{
  mapId: string;
  userGroupId?: string | null | undefined;
}>;


export type CourseReportQuery = { courseReport: { id: string, mapId: string, items: Array<{ id: string, type: string, name: string, moduleName: string | null, questionIds: Array<string>, presentationId: string | null }>, rows: Array<{ progress: Array<number>, user: { id: string, firstName: string, lastName: string, username: string } }> } };

export type MapUsageQueryVariables = Exact<{
  mapId: string;
}>;


export type MapUsageQuery = { mapUsage: { mapId: string, dayUsage: Array<{ date: string, totalUses: number, user: { loads: number, courseLoads: number, shares: number, updates: number }, anonymous: { loads: number, courseLoads: number, shares: number, updates: number } }> } };

export type AgreeUserTermsMutationVariables = Exact<{ [key: string]: never; }>;


export type AgreeUserTermsMutation = { agreeUserTerms: { id: string, termsAgreedAt: string | null } };

export type PartialUpdateUserMutationVariables = Exact<{
  userUpdate: UserUpdateInput;
}>;


export type PartialUpdateUserMutation = { partialUpdateUser: { id: string, newsletterConsent: boolean, flags: Array<string> } };

export type UserNotesQueryVariables = Exact<{
  mapId: string;
}>;


export type UserNotesQuery = { userNotes: { mapId: string, notes: unknown, updated: string | null } };

export type SaveUserNotesMutationVariables = Exact<{
  mapId: string;
  notes: unknown;
}>;


export type SaveUserNotesMutation = { saveUserNotes: { mapId: string, notes: unknown, updated: string | null } };
