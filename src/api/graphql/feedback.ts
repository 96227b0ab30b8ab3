/** Feedback from the help menu (spec 3 section 7: sendFeedback). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SendFeedbackMutation, SendFeedbackMutationVariables } from './generated';

export const SEND_FEEDBACK: TypedDocumentNode<SendFeedbackMutation, SendFeedbackMutationVariables> = gql`
  mutation SendFeedback($feedback: String!, $page: String, $version: String) {
    sendFeedback(feedback: $feedback, page: $page, version: $version)
  }
`;
