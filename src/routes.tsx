import type React from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from '../ui/components/RouteErrorScreen';
import { LoadingScreen } from '../ui/screens/LoadingScreen';
import type { PlaceholderHandle } from '../ui/screens/PlaceholderScreen';
import { AppLayout } from '../ui/shell/AppLayout';
import { RequireMapRoute } from '../ui/shell/RequireMapRoute';
import { HomeOrLogin, RequireSignIn } from '../ui/shell/SignInGuards';
import { sessionContext } from './routerContext';

/** The issues that deliver screens not built yet. */
const DELIVERED_BY = {
  accounts: 'issue 3 (accounts and sessions)',
  profile: 'a later issue (profile and brain tests)',
} as const;

/** A route whose screen is still a placeholder; its code loads on demand like every screen's. */
function placeholder(path: string, title: string, area: keyof typeof DELIVERED_BY): RouteObject {
  const handle: PlaceholderHandle = { title, deliveredBy: DELIVERED_BY[area] };
  return {
    path,
    handle,
    lazy: async () => ({ Component: (await import('../ui/screens/PlaceholderScreen')).PlaceholderScreen }),
  };
}

/** Public routes of spec 1 section 2. */
const publicRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('../ui/screens/auth/LoginScreen')).LoginScreen }),
  },
  {
    path: 'register',
    lazy: async () => ({ Component: (await import('../ui/screens/auth/RegisterScreen')).RegisterScreen }),
  },
  {
    path: 'forgot',
    lazy: async () => ({ Component: (await import('../ui/screens/auth/ForgotScreen')).ForgotScreen }),
  },
  {
    path: 'reset_password/:token',
    lazy: async () => ({
      Component: (await import('../ui/screens/auth/ResetPasswordScreen')).ResetPasswordScreen,
    }),
  },
  {
    path: 'school-login',
    lazy: async () => ({
      Component: (await import('../ui/screens/auth/SchoolLoginScreen')).SchoolLoginScreen,
    }),
  },
  {
    path: 'sign-up',
    lazy: async () => ({ Component: (await import('../ui/screens/auth/SignUpScreen')).SignUpScreen }),
  },
  {
    path: 'unsubscribe/:token',
    lazy: async () => ({
      Component: (await import('../ui/screens/auth/UnsubscribeScreen')).UnsubscribeScreen,
    }),
  },
  {
    path: 'close-window',
    lazy: async () => ({
      Component: (await import('../ui/screens/auth/CloseWindowScreen')).CloseWindowScreen,
    }),
  },
  {
    path: 'legal/terms',
    lazy: async () => {
      const { LegalScreen } = await import('../ui/screens/legal/LegalScreen');
      return { Component: () => <LegalScreen kind="terms" /> };
    },
  },
  {
    path: 'legal/privacy',
    lazy: async () => {
      const { LegalScreen } = await import('../ui/screens/legal/LegalScreen');
      return { Component: () => <LegalScreen kind="privacy" /> };
    },
  },
];

/** A lazily loaded screen: its code downloads when the route is first visited. */
function screen(path: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

/** A screen of one stored map (`:documentId` in its path): opened only for a well-formed map id. */
function mapScreen(path: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject {
  return {
    path,
    lazy: async () => {
      const Screen = (await load()).default;
      return {
        Component: () => (
          <RequireMapRoute>
            <Screen />
          </RequireMapRoute>
        ),
      };
    },
  };
}

/** The home areas of spec 1 section 2, inside the left navigation. */
const homeRoutes: RouteObject[] = [
  screen('home', () => import('../ui/screens/home/DashboardScreen')),
  screen('home/maps', () => import('../ui/screens/maps/MapsScreen')),
  screen('home/maps/:view', () => import('../ui/screens/maps/MapsScreen')),
  screen('home/maps/label/:labelId', () => import('../ui/screens/maps/MapsScreen')),
  screen('home/courses', () => import('../ui/screens/courses/CoursesScreen')),
  screen('home/my-courses', () => import('../ui/screens/courses/CoursesScreen')),
  screen('home/search-courses', () => import('../ui/screens/courses/CoursesScreen')),
  screen('home/class', () => import('../ui/screens/classes/ClassesScreen')),
  screen('home/class/archived', () => import('../ui/screens/classes/ClassesScreen')),
  screen('class/:groupId', () => import('../ui/screens/classes/ClassScreen')),
  screen('class/:groupId/:tab', () => import('../ui/screens/classes/ClassScreen')),
  screen('class/:groupId/report/:mapId', () => import('../ui/screens/classes/ClassScreen')),
];

/** Signed-in routes of spec 1 section 2. */
const signedInRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('../ui/screens/home/HomeLayout')).HomeLayout }),
    children: homeRoutes,
  },
  screen('class/:groupId/join', () => import('../ui/screens/classes/JoinClassLinkScreen')),
  placeholder('profile', 'Profile', 'profile'),
  placeholder('profile/*', 'Profile', 'profile'),
  placeholder('user/:userId', 'User', 'profile'),
  screen('admin', () => import('../ui/screens/admin/AdminScreen')),
  screen('monitor', () => import('../ui/screens/monitor/MonitorScreen')),
  {
    path: 'userTerms',
    lazy: async () => {
      const { TermsScreen } = await import('../ui/screens/auth/TermsScreen');
      return { Component: () => <TermsScreen variant="update" /> };
    },
  },
  {
    path: 'userTrialTerms',
    lazy: async () => {
      const { TermsScreen } = await import('../ui/screens/auth/TermsScreen');
      return { Component: () => <TermsScreen variant="trial" /> };
    },
  },
  screen('new', () => import('../ui/screens/map/NewMapScreen')),
  screen('default', () => import('../ui/screens/map/DefaultMapScreen')),
  mapScreen(':documentId/courseReport', () => import('../ui/screens/reports/CourseReportScreen')),
  mapScreen(':documentId/usage', () => import('../ui/screens/usage/UsageReportScreen')),
];

/**
 * A course's pages and the course form of its study screens (spec 3 section 2.1), signed in or not: the
 * course layout reads the course (its home, 'Course not found.' otherwise) and gives the screens below
 * the course's map as their study place. The items play inside the course player (outline beside them);
 * the screens that need a user (quiz, recall, flashcards) say so themselves. Their code loads on these
 * routes only.
 */
const courseRoutes: RouteObject[] = [
  {
    path: 'course/:courseId',
    lazy: async () => ({ Component: (await import('../ui/screens/courses/home/CourseLayout')).default }),
    // The course is asked for as its route is entered; the layout reads the answer from the cache.
    // A prefetch whose code fails to load is left to the layout's own read, not shown as the route's error.
    loader: async ({ params, context }) => {
      const prefetch = await import('./api/graphql/coursePrefetch').catch(() => null);
      prefetch?.prefetchCourseHome(context.get(sessionContext), params.courseId ?? '');
      return null;
    },
    // Moving between the course's pages is not entering it again.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.courseId !== nextParams.courseId,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../ui/screens/courses/home/CourseHomeScreen')).default,
        }),
      },
      screen('summary', () => import('../ui/screens/courses/summary/SummaryScreen')),
      // Buying the course (signed in only, the screen checks).
      screen('payment', () => import('../ui/screens/courses/payment/CoursePaymentScreen')),
      screen('contentslides', () => import('../ui/screens/slides/ContentSlidesScreen')),
      screen(
        'presentation/:presentationId/contentslides',
        () => import('../ui/screens/slides/ContentSlidesScreen'),
      ),
      screen(
        'lesson/:presentationId/contentslides',
        () => import('../ui/screens/slides/ContentSlidesScreen'),
      ),
      // A presentation shared by link (optional query close): played on its own, outside the player.
      screen('presentation/:presentationId', () => import('../ui/screens/presentation/PresentationScreen')),
      {
        lazy: async () => ({
          Component: (await import('../ui/screens/courses/player/CoursePlayerLayout')).default,
        }),
        children: [
          screen('watch', () => import('../ui/screens/courses/player/WatchScreen')),
          screen('lesson/:presentationId', () => import('../ui/screens/presentation/PresentationScreen')),
          screen('quiz/:questionId', () => import('../ui/screens/quiz/QuizScreen')),
          screen('recall/layer/:layerId', () => import('../ui/screens/recall/RecallScreen')),
          screen('recall/:itemId?', () => import('../ui/screens/recall/RecallScreen')),
          screen('cards/:cardId?', () => import('../ui/screens/flashcards/FlashcardsScreen')),
        ],
      },
      // Unknown course paths: the course home.
      { path: '*', element: <Navigate to=".." replace relative="path" /> },
    ],
  },
];

/** The map editor's routes: signed in or not, the editor decides (public course maps need no login). */
const mapRoutes: RouteObject[] = [
  // Maps kept in the browser (spec 2 section 4): signed in or not, since offline the session cannot be checked.
  screen('offline', () => import('../ui/screens/map/OfflineMapsScreen')),
  screen('offline/:offlineDocumentId/:mode?', () => import('../ui/screens/map/OfflineMapScreen')),
  // The sandbox map (no sign-in) before the stored maps' routes it would otherwise match.
  screen('sandbox/:mode?', () => import('../ui/screens/map/SandboxScreen')),
  // Content slides of the map, of a presentation, of a lesson (spec 3 section 2.1), before the map's own routes.
  mapScreen(':documentId/contentslides', () => import('../ui/screens/slides/ContentSlidesScreen')),
  mapScreen(
    ':documentId/presentation/:presentationId/contentslides',
    () => import('../ui/screens/slides/ContentSlidesScreen'),
  ),
  mapScreen(
    ':documentId/lesson/:presentationId/contentslides',
    () => import('../ui/screens/slides/ContentSlidesScreen'),
  ),
  // Presentations and lessons replayed over their map (spec 3 section 2.1); the sub-mode defaults to standalone.
  mapScreen(
    ':documentId/presentation/:presentationId/:submode?',
    () => import('../ui/screens/presentation/PresentationScreen'),
  ),
  mapScreen(
    ':documentId/lesson/:presentationId/:submode?',
    () => import('../ui/screens/presentation/PresentationScreen'),
  ),
  // A map's quiz: answering (signed in only, the screen checks) and editing its questions (spec 3 section 2.1).
  mapScreen(':documentId/quiz/:questionId/:edit?', () => import('../ui/screens/quiz/QuizScreen')),
  // Flashcards of the map, or of one deck (issue 27; signed in only, the screen checks).
  mapScreen(':documentId/cards/:cardId?', () => import('../ui/screens/flashcards/FlashcardsScreen')),
  // Every learner's answers to the map's questions, for its owner and editors (issue 26).
  mapScreen(':documentId/answers', () => import('../ui/screens/quiz/answers/AnswersScreen')),
  // Recall practice (signed in only, the screen checks): the whole map, one level, or one recall item (spec 3 section 2.1).
  mapScreen(':documentId/recall/layer/:layerId', () => import('../ui/screens/recall/RecallScreen')),
  mapScreen(':documentId/recall/:itemId?', () => import('../ui/screens/recall/RecallScreen')),
  // The map's summary (spec 3 section 2.1): its outline, presentations with their lengths, questions.
  mapScreen(':documentId/summary', () => import('../ui/screens/courses/summary/SummaryScreen')),
  // The map, and its modes as a suffix: edit, review, liveedit (the screen checks the suffix).
  mapScreen(':documentId/:mode?', () => import('../ui/screens/map/MapScreen')),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      // '/' and unknown paths: /home when signed in, /login otherwise (spec 1 section 2).
      { index: true, element: <HomeOrLogin /> },
      ...publicRoutes,
      {
        lazy: async () => ({ Component: (await import('../ui/shell/GraphQLLayout')).GraphQLLayout }),
        children: [{ element: <RequireSignIn />, children: signedInRoutes }, ...courseRoutes, ...mapRoutes],
      },
      { path: '*', element: <HomeOrLogin /> },
    ],
  },
];
