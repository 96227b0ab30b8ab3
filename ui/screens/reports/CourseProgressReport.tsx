import { useQuery } from '@apollo/client/react';
import { Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  COURSE_REPORT,
  graphQLErrorMessage,
  isRefusalError,
  MAP_SUMMARY_CONTENT,
} from '../../../src/api/graphql';
import { COURSE_ITEM_TYPE } from '../../../src/model/courses/items';
import { readReportItem } from '../../../src/model/reports/courseReport';
import { FormError } from '../../components/FormError';
import { ProgressHeatMap } from './ProgressHeatMap';
import { QuizAnswers } from './QuizAnswers';
import { reportStrings } from './strings';

/** The search parameter naming the quiz whose answers show. */
const QUIZ_PARAM = 'quiz';

export interface CourseProgressReportProps {
  mapId: string;
  /** A class's report: its students who share their results. */
  groupId: string | null;
}

/**
 * A course's progress heat map and its quizzes' answers (spec 3 section 2.2), for everyone who worked on
 * the map or for a class. A refusal reads 'Not accessible' and shows nothing of the report.
 */
export function CourseProgressReport({ mapId, groupId }: CourseProgressReportProps) {
  const [search, setSearch] = useSearchParams();
  // Read fresh each time, past the normalised cache: writing 1,000 users' rows into it and reading them
  // back cost ~150 ms of main thread before the first frame (bench/client/courseReport.ts); the answers
  // below keep cache-and-network, as spec 3 section 7 has it.
  const report = useQuery(COURSE_REPORT, {
    variables: { mapId, userGroupId: groupId },
    fetchPolicy: 'no-cache',
  });
  const summary = useQuery(MAP_SUMMARY_CONTENT, { variables: { mapId }, fetchPolicy: 'cache-first' });
  const data = report.data?.courseReport;
  const questionNames = useMemo(
    () =>
      new Map(
        (summary.data?.mapSummary.questions ?? []).map((question) => [
          question.id,
          question.name || question.text,
        ]),
      ),
    [summary.data],
  );
  const items = useMemo(() => (data?.items ?? []).map(readReportItem), [data]);
  const quizzes = useMemo(() => items.filter((item) => item.type === COURSE_ITEM_TYPE.QUIZ), [items]);

  if (report.error && !data) {
    if (isRefusalError(report.error))
      return <Text data-testid="not-accessible">{reportStrings.notAccessible}</Text>;
    return (
      <FormError
        message={reportStrings.failed(
          reportStrings.errors.allProgress,
          graphQLErrorMessage(report.error, ''),
        )}
      />
    );
  }
  if (!data)
    return (
      <HStack role="status" gap="3">
        <Spinner size="sm" />
        <Text>{reportStrings.loading}</Text>
      </HStack>
    );

  const quizId = search.get(QUIZ_PARAM) ?? quizzes[0]?.id ?? '';
  const openQuiz = (id: string) => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(QUIZ_PARAM, id);
        return next;
      },
      { replace: true },
    );
    document.getElementById('quiz-answers')?.scrollIntoView({ block: 'start' });
  };
  const empty = groupId === null ? reportStrings.progress.noUsers : reportStrings.progress.noStudents;

  return (
    <Stack gap="6">
      {/* A site administrator may read a report of a map they may not open: its questions go unnamed, no error. */}
      {summary.error && !isRefusalError(summary.error) && (
        <FormError
          message={reportStrings.failed(reportStrings.errors.summary, graphQLErrorMessage(summary.error, ''))}
        />
      )}
      <Stack gap="3" as="section" aria-labelledby="progress-heading">
        <Heading as="h2" size="md" id="progress-heading">
          {reportStrings.progress.heading}
        </Heading>
        {items.length === 0 && <Text color="fg.muted">{reportStrings.progress.noItems}</Text>}
        {items.length > 0 && data.rows.length === 0 && <Text color="fg.muted">{empty}</Text>}
        {items.length > 0 && data.rows.length > 0 && (
          <ProgressHeatMap items={items} rows={data.rows} onOpenQuiz={openQuiz} />
        )}
      </Stack>
      {items.length > 0 && (
        <QuizAnswers
          mapId={mapId}
          groupId={groupId}
          quizzes={quizzes}
          quizId={quizId}
          onQuizChange={openQuiz}
          questionNames={questionNames}
        />
      )}
    </Stack>
  );
}
