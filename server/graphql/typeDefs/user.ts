import { USER_FLAGS } from '../../../src/model/userFlags.ts';

/** The signed-in user (spec 1 sections 3 and 7). */
export const userTypeDefs = /* GraphQL */ `
  type Query {
    "The signed-in user. Fails with code UNAUTHENTICATED without a valid session."
    user: User!
  }

  type Mutation {
    "Records that the signed-in user agreed to the current terms of use and privacy policy."
    agreeUserTerms: User!
    "Changes the signed-in user's own settings."
    partialUpdateUser(userUpdate: UserUpdateInput!): User!
  }

  input UserUpdateInput {
    newsletterConsent: Boolean
    "Flags to set (a tutorial finished, the Getting Started dialog shown); set flags stay set."
    setFlags: [UserFlag!]
  }

  "What a user has been shown or has finished, kept with the account."
  enum UserFlag {
    ${USER_FLAGS.join('\n    ')}
  }

  type User {
    id: ID!
    "The e-mail address."
    username: String!
    firstName: String!
    lastName: String!
    roles: [String!]!
    organization: Organization
    "Ids of the courses the user is enrolled in."
    courses: [ID!]!
    "Names of the user flags that are set (tutorial flags and others)."
    flags: [String!]!
    newsletterConsent: Boolean!
    privacyControls: [PrivacyControl!]!
    "End of the free trial, ISO 8601, when the user has one."
    trialEndsAt: String
    "When the user last agreed to the terms, ISO 8601; null until they do."
    termsAgreedAt: String
  }

  type Organization {
    id: ID!
    name: String!
  }

  enum PrivacyResource {
    BrainTests
  }

  enum PrivacyLevel {
    JustMe
    Everyone
  }

  type PrivacyControl {
    resource: PrivacyResource!
    level: PrivacyLevel!
  }
`;
