/** Buying a course (issue 28): what the payment page shows, and the start of the provider's checkout. */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CoursePaymentQuery,
  CoursePaymentQueryVariables,
  StartCourseCheckoutMutation,
  StartCourseCheckoutMutationVariables,
} from './generated';

/** The course, its price, the viewer's access (Paid once the webhook confirmed) and whether payments are taken. */
export const COURSE_PAYMENT: TypedDocumentNode<CoursePaymentQuery, CoursePaymentQueryVariables> = gql`
  query CoursePayment($courseId: ID!) {
    courseHome(courseId: $courseId) {
      access
      paymentsAvailable
      course {
        id
        name
        price {
          amount
          currency
        }
      }
    }
  }
`;

/** The provider's hosted checkout page for the signed-in user to buy the course. */
export const START_COURSE_CHECKOUT: TypedDocumentNode<
  StartCourseCheckoutMutation,
  StartCourseCheckoutMutationVariables
> = gql`
  mutation StartCourseCheckout($courseId: ID!) {
    startCourseCheckout(courseId: $courseId) {
      url
    }
  }
`;
