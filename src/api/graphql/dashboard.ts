/** The dashboard: suggestions and recent maps (spec 1 section 7). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RecentMap, Suggestion, UsageEvent } from './types';

export const SUGGESTIONS: TypedDocumentNode<{ suggestions: Suggestion[] }, Record<string, never>> = gql`
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

export const RECENT_MAPS: TypedDocumentNode<{ recentMaps: RecentMap[] }, { userAction: UsageEvent }> = gql`
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
  { completeAchievement: Suggestion[] },
  { suggestionId: string }
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
