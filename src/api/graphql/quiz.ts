/**
 * PROVISIONAL STUB (replaced at merge by the server helper's quiz.ts and generated types): the quiz
 * operations the answering view sends, with result types typed by hand after server/graphql/typeDefs/quiz.ts.
 */
import { gql, type TypedDocumentNode } from '@apollo/client';

export interface AnswerFieldsResult {
  questionId: string;
  content: unknown;
  mark: string;
  attempts: number;
  completed: boolean;
  details: { missedNodes: Array<{ id: string; title: string }> } | null;
}

export interface AttemptFieldsResult {
  id: string;
  quizId: string;
  lessonId: string | null;
  startDate: string;
  user: { id: string; firstName: string; lastName: string; username: string };
  answers: AnswerFieldsResult[];
}

interface QuizRef {
  mapId: string;
  quizId: string;
}
type QuestionRef = QuizRef & { questionId: string };

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

const ATTEMPT_FIELDS = gql`
  fragment AttemptFields on AnswerAttempt {
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

export const QUIZ_ATTEMPT: TypedDocumentNode<{ quizAttempt: AttemptFieldsResult | null }, QuizRef> = gql`
  query QuizAttempt($mapId: ID!, $quizId: ID!) {
    quizAttempt(mapId: $mapId, quizId: $quizId) {
      ...AttemptFields
    }
  }
  ${ATTEMPT_FIELDS}
`;

export const ANSWER_HISTORY: TypedDocumentNode<
  { answerHistory: Array<{ content: unknown; mark: string; submittedAt: string }> },
  QuestionRef
> = gql`
  query AnswerHistory($mapId: ID!, $quizId: ID!, $questionId: ID!) {
    answerHistory(mapId: $mapId, quizId: $quizId, questionId: $questionId) {
      content
      mark
      submittedAt
    }
  }
`;

export const SAVE_ANSWER: TypedDocumentNode<
  { saveAnswer: AnswerFieldsResult },
  {
    answer: {
      mapId: string;
      quizId: string;
      lessonId?: string | null;
      questionId: string;
      content: unknown;
      completed: boolean;
    };
  }
> = gql`
  mutation SaveAnswer($answer: AnswerInput!) {
    saveAnswer(answer: $answer) {
      ...AnswerFields
    }
  }
  ${ANSWER_FIELDS}
`;

export const RESET_ANSWER: TypedDocumentNode<{ resetAnswer: AnswerFieldsResult }, QuestionRef> = gql`
  mutation ResetAnswer($mapId: ID!, $quizId: ID!, $questionId: ID!) {
    resetAnswer(mapId: $mapId, quizId: $quizId, questionId: $questionId) {
      ...AnswerFields
    }
  }
  ${ANSWER_FIELDS}
`;

export const SHOW_ANSWER: TypedDocumentNode<{ showAnswer: AnswerFieldsResult }, QuestionRef> = gql`
  mutation ShowAnswer($mapId: ID!, $quizId: ID!, $questionId: ID!) {
    showAnswer(mapId: $mapId, quizId: $quizId, questionId: $questionId) {
      ...AnswerFields
    }
  }
  ${ANSWER_FIELDS}
`;

export const RETRY_QUIZ: TypedDocumentNode<
  { retryQuiz: AttemptFieldsResult },
  QuizRef & { lessonId?: string | null }
> = gql`
  mutation RetryQuiz($mapId: ID!, $quizId: ID!, $lessonId: ID) {
    retryQuiz(mapId: $mapId, quizId: $quizId, lessonId: $lessonId) {
      ...AttemptFields
    }
  }
  ${ATTEMPT_FIELDS}
`;
