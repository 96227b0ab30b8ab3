/** The dashboard: suggestions and recent maps (spec 1 section 7). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CompleteAchievementMutation,
  CompleteAchievementMutationVariables,
  RecentMapsQuery,
  RecentMapsQueryVariables,
  SuggestionsQuery,
  SuggestionsQueryVariables,
} from './generated';

export const SUGGESTIONS: TypedDocumentNode<SuggestionsQuery, SuggestionsQueryVariables> = gql`
  query Suggestions {
    suggestions {
      id
      description
      actions {
        url
        name
        important
      }
    }
  }
`;

export const RECENT_MAPS: TypedDocumentNode<RecentMapsQuery, RecentMapsQueryVariables> = gql`
  query RecentMaps($userAction: UsageEvent) {
    recentMaps(userAction: $userAction) {
      mapId
      name
      courseId
      date
    }
  }
`;

export const COMPLETE_ACHIEVEMENT: TypedDocumentNode<
  CompleteAchievementMutation,
  CompleteAchievementMutationVariables
> = gql`
  mutation CompleteAchievement($suggestionId: ID!) {
    completeAchievement(suggestionId: $suggestionId) {
      id
      description
      actions {
        url
        name
        important
      }
    }
  }
`;
