import { createSchema } from 'graphql-yoga';
import type { GraphQLContext, ServerContext } from './context.ts';
import { adminResolvers } from './resolvers/admin.ts';
import { classesResolvers } from './resolvers/classes.ts';
import { courseHomeResolvers } from './resolvers/courseHome.ts';
import { coursesResolvers } from './resolvers/courses.ts';
import { dashboardResolvers } from './resolvers/dashboard.ts';
import { feedbackResolvers } from './resolvers/feedback.ts';
import { flashcardsResolvers } from './resolvers/flashcards.ts';
import { labelsResolvers } from './resolvers/labels.ts';
import { mapContentSummaryResolvers } from './resolvers/mapContentSummary.ts';
import { mapDocumentResolvers } from './resolvers/mapDocument.ts';
import { mapOwnershipResolvers } from './resolvers/mapOwnership.ts';
import { mapsResolvers } from './resolvers/maps.ts';
import { monitorResolvers } from './resolvers/monitor.ts';
import { paymentsResolvers } from './resolvers/payments.ts';
import { personalisationResolvers } from './resolvers/personalisation.ts';
import { progressResolvers } from './resolvers/progress.ts';
import { quizResolvers } from './resolvers/quiz.ts';
import { recallResolvers } from './resolvers/recall.ts';
import { reportsResolvers } from './resolvers/reports.ts';
import { usageResolvers } from './resolvers/usage.ts';
import { userResolvers } from './resolvers/user.ts';
import { userNotesResolvers } from './resolvers/userNotes.ts';
import { typeDefs } from './typeDefs/index.ts';

/** The GraphQL schema (spec 1 section 7), one set of type definitions and resolvers per area. */
export const schema = createSchema<ServerContext & GraphQLContext>({
  typeDefs,
  resolvers: [
    userResolvers,
    mapsResolvers,
    mapDocumentResolvers,
    mapContentSummaryResolvers,
    mapOwnershipResolvers,
    userNotesResolvers,
    personalisationResolvers,
    labelsResolvers,
    coursesResolvers,
    courseHomeResolvers,
    paymentsResolvers,
    progressResolvers,
    reportsResolvers,
    quizResolvers,
    recallResolvers,
    flashcardsResolvers,
    classesResolvers,
    dashboardResolvers,
    usageResolvers,
    feedbackResolvers,
    adminResolvers,
    monitorResolvers,
  ],
});
