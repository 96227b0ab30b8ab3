/** Course progress reports (issue 29): the grid of users against a course's items. */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CourseReportQuery, CourseReportQueryVariables } from './generated';

/** Everyone's report on a map, or (with userGroupId) a class's sharing students'. */
export const COURSE_REPORT: TypedDocumentNode<CourseReportQuery, CourseReportQueryVariables> = gql`
  query CourseReport($mapId: ID!, $userGroupId: ID) {
    courseReport(mapId: $mapId, userGroupId: $userGroupId) {
      id
      mapId
      items {
        id
        type
        name
        moduleName
        questionIds
        presentationId
      }
      rows {
        user {
          id
          firstName
          lastName
          username
        }
        progress
      }
    }
  }
`;
