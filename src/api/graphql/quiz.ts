/**
 * Quizzes (spec 3 sections 4.4 and 7): the learner's own attempt and answer history, saving, resetting and
 * showing answers, retrying a quiz, and the answer reports for a map's editors and a class's teachers.
 * Marks come from the server; an answer's content is untrusted JSON until the model reads it.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AnswerAttemptFieldsFragment,
  AnswerFieldsFragment,
  AnswerHistoryQuery,
  AnswerHistoryQueryVariables,
  GetAllAnswersQuery,
  GetAllAnswersQueryVariables,
  GetGroupUsersAnswersQuery,
  GetGroupUsersAnswersQueryVariables,
  QuizAttemptQuery,
  QuizAttemptQueryVariables,
  ReportAttemptFieldsFragment,
  ResetAnswerMutation,
  ResetAnswerMutationVariables,
  RetryQuizMutation,
  RetryQuizMutationVariables,
  SaveAnswerMutation,
  SaveAnswerMutationVariables,
  ShowAnswerMutation,
  ShowAnswerMutationVariables,
} from './generated';

/** One answer as the server stored and marked it. */
export type AnswerResult = AnswerFieldsFragment;
/** One attempt at a quiz, with its learner and answers. */
export type AnswerAttemptResult = AnswerAttemptFieldsFragment;
/** One learner's attempt as the answer reports show it. */
export type ReportAttemptResult = ReportAttemptFieldsFragment;
/** One submission of an answer, as it was marked. */
export type AnswerSubmissionResult = AnswerHistoryQuery['answerHistory'][number];

const ANSWER_FIELDS = gql`
  fragment AnswerFields on Answer {
    questionId
    content
    mark
    attempts
    completed
    details {
      missedNodes {
        id
        title
      }
    }
  }
`;

const ANSWER_ATTEMPT_FIELDS = gql`
  fragment AnswerAttemptFields on AnswerAttempt {
    id
    quizId
    lessonId
    startDate
    user {
      id
      firstName
      lastName
      username
    }
    answers {
      ...AnswerFields
    }
  }
  ${ANSWER_FIELDS}
`;

/** The signed-in learner's current attempt (null before any answer); skipped without a user. */
export const QUIZ_ATTEMPT: TypedDocumentNode<QuizAttemptQuery, QuizAttemptQueryVariables> = gql`
  query QuizAttempt($mapId: ID!, $quizId: ID!) {
    quizAttempt(mapId: $mapId, quizId: $quizId) {
      ...AnswerAttemptFields
    }
  }
  ${ANSWER_ATTEMPT_FIELDS}
`;

export const ANSWER_HISTORY: TypedDocumentNode<AnswerHistoryQuery, AnswerHistoryQueryVariables> = gql`
  query AnswerHistory($mapId: ID!, $quizId: ID!, $questionId: ID!) {
    answerHistory(mapId: $mapId, quizId: $quizId, questionId: $questionId) {
      content
      mark
      submittedAt
    }
  }
`;

/**
 * An attempt as the reports show it (spec 3 section 7: quizId, startDate, user, answers with questionId,
 * mark, content, attempts; and whether each was submitted). A report holds every learner's answers, so it
 * asks for nothing more.
 */
const REPORT_ATTEMPT_FIELDS = gql`
  fragment ReportAttemptFields on AnswerAttempt {
    id
    quizId
    lessonId
    startDate
    user {
      id
      firstName
      lastName
      username
    }
    answers {
      questionId
      content
      mark
      attempts
      completed
    }
  }
`;

/** Spec 3 section 7: cache-and-network, skipped without a map id. */
export const GET_ALL_ANSWERS: TypedDocumentNode<GetAllAnswersQuery, GetAllAnswersQueryVariables> = gql`
  query GetAllAnswers($mapId: ID!, $quizId: ID) {
    getAllAnswers(mapId: $mapId, quizId: $quizId) {
      ...ReportAttemptFields
    }
  }
  ${REPORT_ATTEMPT_FIELDS}
`;

/** Spec 3 section 7: as GET_ALL_ANSWERS, over a class's students who share their results. */
export const GET_GROUP_USERS_ANSWERS: TypedDocumentNode<
  GetGroupUsersAnswersQuery,
  GetGroupUsersAnswersQueryVariables
> = gql`
  query GetGroupUsersAnswers($mapId: ID!, $userGroupId: ID!, $quizId: ID) {
    getGroupUsersAnswers(mapId: $mapId, userGroupId: $userGroupId, quizId: $quizId) {
      ...ReportAttemptFields
    }
  }
  ${REPORT_ATTEMPT_FIELDS}
`;

/** A draft (completed false) or a submission, which the server marks. */
export const SAVE_ANSWER: TypedDocumentNode<SaveAnswerMutation, SaveAnswerMutationVariables> = gql`
  mutation SaveAnswer($answer: AnswerInput!) {
    saveAnswer(answer: $answer) {
      ...AnswerFields
    }
  }
  ${ANSWER_FIELDS}
`;

export const RESET_ANSWER: TypedDocumentNode<ResetAnswerMutation, ResetAnswerMutationVariables> = gql`
  mutation ResetAnswer($mapId: ID!, $quizId: ID!, $questionId: ID!) {
    resetAnswer(mapId: $mapId, quizId: $quizId, questionId: $questionId) {
      ...AnswerFields
    }
  }
  ${ANSWER_FIELDS}
`;

export const SHOW_ANSWER: TypedDocumentNode<ShowAnswerMutation, ShowAnswerMutationVariables> = gql`
  mutation ShowAnswer($mapId: ID!, $quizId: ID!, $questionId: ID!) {
    showAnswer(mapId: $mapId, quizId: $quizId, questionId: $questionId) {
      ...AnswerFields
    }
  }
  ${ANSWER_FIELDS}
`;

export const RETRY_QUIZ: TypedDocumentNode<RetryQuizMutation, RetryQuizMutationVariables> = gql`
  mutation RetryQuiz($mapId: ID!, $quizId: ID!, $lessonId: ID) {
    retryQuiz(mapId: $mapId, quizId: $quizId, lessonId: $lessonId) {
      ...AnswerAttemptFields
    }
  }
  ${ANSWER_ATTEMPT_FIELDS}
`;
