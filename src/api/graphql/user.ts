/** The signed-in user's own record: agreeing to the terms and their settings (spec 1 sections 2 and 7). */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AgreeUserTermsMutation,
  AgreeUserTermsMutationVariables,
  PartialUpdateUserMutation,
  PartialUpdateUserMutationVariables,
} from './generated';

export const AGREE_USER_TERMS: TypedDocumentNode<AgreeUserTermsMutation, AgreeUserTermsMutationVariables> =
  gql`
  mutation AgreeUserTerms {
    agreeUserTerms {
      id
      termsAgreedAt
    }
  }
`;

export const PARTIAL_UPDATE_USER: TypedDocumentNode<
  PartialUpdateUserMutation,
  PartialUpdateUserMutationVariables
> = gql`
  mutation PartialUpdateUser($userUpdate: UserUpdateInput!) {
    partialUpdateUser(userUpdate: $userUpdate) {
      id
      newsletterConsent
      flags
    }
  }
`;
