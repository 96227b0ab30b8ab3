/** Feedback sent from the help menu (spec 3 sections 2.5, 5.4 and 7). */
export const feedbackTypeDefs = /* GraphQL */ `
  extend type Mutation {
    """
    Stores the signed-in user's feedback with the page it was sent from and the app's version (both
    optional, short). Refusals: UNAUTHENTICATED without a session; BAD_USER_INPUT for an empty text
    ('Feedback must not be empty.') or one over the limit ('Feedback is too long (the limit is 5000
    characters).'). Answers true once stored.
    """
    sendFeedback(feedback: String!, page: String, version: String): Boolean!
  }
`;
