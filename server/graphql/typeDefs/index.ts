/**
 * The schema's type definitions, one set per area: the server builds its schema from them
 * (../schema.ts) and the client's result types are generated from them (codegen.ts at the root).
 */
import { adminTypeDefs } from './admin.ts';
import { classesTypeDefs } from './classes.ts';
import { courseHomeTypeDefs, paymentsTypeDefs } from './courseHome.ts';
import { coursesTypeDefs } from './courses.ts';
import { dashboardTypeDefs } from './dashboard.ts';
import { feedbackTypeDefs } from './feedback.ts';
import { flashcardsTypeDefs } from './flashcards.ts';
import { labelsTypeDefs } from './labels.ts';
import { mapContentSummaryTypeDefs } from './mapContentSummary.ts';
import { mapDocumentTypeDefs } from './mapDocument.ts';
import { mapOwnershipTypeDefs } from './mapOwnership.ts';
import { mapsTypeDefs } from './maps.ts';
import { monitorTypeDefs } from './monitor.ts';
import { personalisationTypeDefs } from './personalisation.ts';
import { progressTypeDefs } from './progress.ts';
import { quizTypeDefs } from './quiz.ts';
import { recallTypeDefs } from './recall.ts';
import { reportsTypeDefs } from './reports.ts';
import { usageTypeDefs } from './usage.ts';
import { userTypeDefs } from './user.ts';
import { userNotesTypeDefs } from './userNotes.ts';

export const typeDefs = [
  userTypeDefs,
  mapsTypeDefs,
  mapDocumentTypeDefs,
  mapContentSummaryTypeDefs,
  mapOwnershipTypeDefs,
  userNotesTypeDefs,
  personalisationTypeDefs,
  labelsTypeDefs,
  coursesTypeDefs,
  courseHomeTypeDefs,
  paymentsTypeDefs,
  progressTypeDefs,
  reportsTypeDefs,
  quizTypeDefs,
  recallTypeDefs,
  flashcardsTypeDefs,
  classesTypeDefs,
  dashboardTypeDefs,
  usageTypeDefs,
  feedbackTypeDefs,
  adminTypeDefs,
  monitorTypeDefs,
];
