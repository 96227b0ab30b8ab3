/**
 * Quizzes (spec 3 sections 3, 4.4 and 7): a learner's answers to a map's questions, marked on the
 * server, and the answer reports for the map's owner and editors and for a class's teachers.
 *
 * A quiz is the map's own questions (quizId: the map's id) or a course's quiz item (its id). Each
 * learner has one current attempt per quiz; retrying starts a new one, and earlier attempts are kept as
 * the learner's history.
 */
export const quizTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    The signed-in learner's current attempt at a quiz of a map they may see, null before they saved any
    answer. 'Map not found.' (NOT_FOUND) for a map that does not exist or that the user may not see.
    """
    quizAttempt(mapId: ID!, quizId: ID!): AnswerAttempt
    "Every answer the learner submitted to one question, over all their attempts at the quiz, oldest first."
    answerHistory(mapId: ID!, quizId: ID!, questionId: ID!): [AnswerSubmission!]!
    """
    Every learner's current attempt at each quiz of a map (one per learner and quiz), sorted by the domain
    of their username, then the username; with quizId, only the attempts at that quiz (a report's one
    table). For the map's owner, users it is shared with at edit right or above, and site administrators;
    FORBIDDEN for other viewers, NOT_FOUND for the rest.
    """
    getAllAnswers(mapId: ID!, quizId: ID): [AnswerAttempt!]!
    """
    The current attempts of a class's students who share their results, on one of its maps, in the same
    order (a student who has not answered has no attempt, so no row); with quizId, that quiz's only. For the class's teachers (role Admin)
    and site administrators; FORBIDDEN for anyone else; NOT_FOUND for a missing class or a map it does not
    have.
    """
    getGroupUsersAnswers(mapId: ID!, userGroupId: ID!, quizId: ID): [AnswerAttempt!]!
  }

  extend type Mutation {
    """
    Saves the learner's answer to one question of the map in their current attempt (started when they have
    none) and answers it as stored. Submitted (completed true), the server marks it, counts the attempt and
    keeps the submission in the history; a draft (completed false) is stored unmarked. The client's own
    mark is never read. Refusals, which store nothing: NOT_FOUND as for quizAttempt; BAD_USER_INPUT for a
    question the map does not have ('Question not found.'), content of the wrong shape for the question's
    type, or content over the limits.
    """
    saveAnswer(answer: AnswerInput!): Answer!
    """
    Clears the content, mark and completion of one answer of the current attempt (reset), leaving its
    attempts counted; before any attempt, answers the empty answer and stores nothing. Refusals as for
    saveAnswer.
    """
    resetAnswer(mapId: ID!, quizId: ID!, questionId: ID!): Answer!
    "Marks the answer completed without a submission: the learner has seen the model answer. Refusals as for saveAnswer."
    showAnswer(mapId: ID!, quizId: ID!, questionId: ID!): Answer!
    """
    Starts a new attempt at the quiz with no answers (retry quiz); the earlier attempt stays in the
    learner's history. A current attempt with no answers yet is answered as it is. BAD_USER_INPUT 'This
    quiz cannot be taken again.' when the quiz's settings do not enable redo (a course's quiz follows the
    map's settings until course quizzes have their own).
    """
    retryQuiz(mapId: ID!, quizId: ID!, lessonId: ID): AnswerAttempt!
  }

  input AnswerInput {
    mapId: ID!
    quizId: ID!
    "The lesson the question was answered in, if any."
    lessonId: ID
    questionId: ID!
    "A string (short text, multiple choice, long text, number), a list of strings (recall) or an object of strings by quiz field id (multiple fields)."
    content: JSON!
    "Submitted for marking; false keeps the answer as a draft."
    completed: Boolean!
  }

  type MissedNode {
    id: ID!
    title: String!
  }

  type AnswerDetails {
    missedNodes: [MissedNode!]!
  }

  type Answer {
    questionId: ID!
    content: JSON
    "Correct, Wrong or Unmarked."
    mark: String!
    attempts: Int!
    completed: Boolean!
    details: AnswerDetails
  }

  type AnswerSubmission {
    content: JSON!
    mark: String!
    "ISO date."
    submittedAt: String!
  }

  type AnswerAttempt {
    "The attempt's own id."
    id: ID!
    quizId: ID!
    lessonId: ID
    "ISO date."
    startDate: String!
    user: UserSummary!
    "One per question answered, by question id."
    answers: [Answer!]!
  }
`;
