/**
 * Result shapes of the signed-in areas' GraphQL operations, named for the screens that read them. Each is
 * generated from the server's schema and the documents (./generated.ts, `npm run codegen`); where the
 * model has the domain's own type, the generated one must fit it (a schema or document change that breaks
 * the fit fails the typecheck here).
 */
import type {
  GroupRole as DomainGroupRole,
  ResourceType as DomainResourceType,
} from '../../model/classes/rules';
import type {
  MapSummary as DomainMapSummary,
  MapView as DomainMapView,
  UserTag as DomainUserTag,
} from '../../model/mapList/summary';
import type {
  ClassDetailFieldsFragment,
  ClassSummaryFieldsFragment,
  CourseFieldsFragment,
  GetMapLabelsQuery,
  GetUserSummaryQuery,
  InvitationFieldsFragment,
  MapShareFieldsFragment,
  MapSummaryFieldsFragment,
  MapUsageQuery,
  RecentMapsQuery,
  RenameMapMutation,
  GroupRole as SchemaGroupRole,
  MapView as SchemaMapView,
  ResourceType as SchemaResourceType,
  UsageEvent as SchemaUsageEvent,
  UserTag as SchemaUserTag,
  ShareRight,
  SuggestionsQuery,
} from './generated';

/** `Generated`, which must fit the domain's type `Domain`. */
type Fits<Generated extends Domain, Domain> = Generated;

// The schema's enums have the domain's values (tests/unit/graphqlCodegen.test.ts checks they are equal).
export type UserTag = Fits<SchemaUserTag, DomainUserTag>;
export type MapView = Fits<SchemaMapView, DomainMapView>;
export type GroupRole = Fits<SchemaGroupRole, DomainGroupRole>;
export type ResourceType = Fits<SchemaResourceType, DomainResourceType>;
export type UsageEvent = SchemaUsageEvent;

export type MapSummary = Fits<MapSummaryFieldsFragment, DomainMapSummary>;
export type Person = MapSummary['owner'];
export type ChangeStamp = MapSummary['updated'];
export type Label = GetMapLabelsQuery['mapLabels'][number];
/** A user a map is shared with, as its owner sees them in the share dialog. */
export type MapShare = MapShareFieldsFragment;
export type { ShareRight };
/** A map's new name and version after renameMap. */
export type RenamedMap = RenameMapMutation['renameMap'];

export type Course = CourseFieldsFragment;

export type Suggestion = SuggestionsQuery['suggestions'][number];
export type RecentMap = RecentMapsQuery['recentMaps'][number];

/** A class as the list shows it. */
export type ClassSummary = ClassSummaryFieldsFragment;
export type ClassDetail = ClassDetailFieldsFragment;
export type GroupMember = ClassDetail['students'][number];
export type GroupResource = ClassDetail['resources'][number];
export type GroupInvitation = InvitationFieldsFragment;
export type UserSummary = NonNullable<GetUserSummaryQuery['getUserSummary']>;

export type DayUsage = MapUsageQuery['mapUsage']['dayUsage'][number];
export type UsageCounters = DayUsage['user'];
