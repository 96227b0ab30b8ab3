import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { GET_ALL_ANSWERS, GET_GROUP_USERS_ANSWERS, graphQLErrorMessage } from '../../../src/api/graphql';
import { readAnswer } from '../../../src/api/graphql/quizAnswers';
import { answersRecords, answersTable, toCsv, toTsv } from '../../../src/model/reports/answersTable';
import type { CourseReportItem } from '../../../src/model/reports/courseReport';
import { FormError } from '../../components/FormError';
import { SelectField } from '../../components/SelectField';
import { useStores } from '../../shell/StoreContext';
import { AnswersGrid } from './AnswersGrid';
import { reportIcons } from './icons';
import { reportStrings } from './strings';

const strings = reportStrings.answers;

export interface QuizAnswersProps {
  mapId: string;
  /** A class's report: only its sharing students' answers. */
  groupId: string | null;
  quizzes: readonly CourseReportItem[];
  quizId: string;
  onQuizChange: (quizId: string) => void;
  /** The map's question names, by id (from its summary). */
  questionNames: ReadonlyMap<string, string>;
}

/**
 * The quiz-answers part of a report (spec 3 section 2.2): a quiz selector, Copy (the table as tab-separated
 * text), Download CSV, and the grid of the chosen quiz's answers, read with cache-and-network (spec 3
 * section 7) so a quiz seen before shows at once and is brought up to date.
 */
export function QuizAnswers({
  mapId,
  groupId,
  quizzes,
  quizId,
  onQuizChange,
  questionNames,
}: QuizAnswersProps) {
  const quiz = quizzes.find((candidate) => candidate.id === quizId) ?? quizzes[0];
  const { notifications } = useStores();
  const all = useQuery(GET_ALL_ANSWERS, {
    variables: { mapId, quizId: quiz?.id ?? null },
    fetchPolicy: 'cache-and-network',
    skip: !quiz || groupId !== null,
  });
  const group = useQuery(GET_GROUP_USERS_ANSWERS, {
    variables: { mapId, userGroupId: groupId ?? '', quizId: quiz?.id ?? null },
    fetchPolicy: 'cache-and-network',
    skip: !quiz || groupId === null,
  });
  const attempts = groupId === null ? all.data?.getAllAnswers : group.data?.getGroupUsersAnswers;
  const error = groupId === null ? all.error : group.error;

  const view = useMemo(() => {
    if (!quiz || !attempts) return null;
    const table = answersTable(
      quiz.questionIds,
      attempts
        .filter((attempt) => attempt.quizId === quiz.id)
        .map((attempt) => ({ user: attempt.user, answers: attempt.answers.map(readAnswer) })),
    );
    const names = quiz.questionIds.map((id) => questionNames.get(id) ?? '');
    const labels = quiz.questionIds.map((_, index) => strings.question(index));
    const records = answersRecords(
      table,
      labels.map((label, index) => (names[index] ? `${label}: ${names[index]}` : label)),
    );
    return { table, names, labels, records };
  }, [quiz, attempts, questionNames]);

  if (!quiz) return <Text color="fg.muted">{strings.noQuizzes}</Text>;

  const copy = async () => {
    if (!view) return;
    try {
      await navigator.clipboard.writeText(toTsv(view.records));
      notifications.notify({ alertType: 'success', text: strings.copied });
    } catch {
      notifications.notify({ alertType: 'error', text: strings.copyFailed });
    }
  };
  const download = () => {
    if (!view) return;
    const url = URL.createObjectURL(new Blob([toCsv(view.records)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = strings.fileName(quiz.name);
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack gap="3" as="section" aria-labelledby="quiz-answers-heading" id="quiz-answers">
      <Heading as="h2" size="md" id="quiz-answers-heading">
        {strings.heading}
      </Heading>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Box minW="64">
          <SelectField
            label={strings.quiz}
            value={quiz.id}
            options={quizzes.map((option) => ({ value: option.id, label: option.name }))}
            onChange={onQuizChange}
          />
        </Box>
        <Button variant="outline" size="sm" onClick={copy} disabled={!view}>
          <reportIcons.copy aria-hidden />
          {strings.copy}
        </Button>
        <Button variant="outline" size="sm" onClick={download} disabled={!view}>
          <reportIcons.download aria-hidden />
          {strings.download}
        </Button>
      </HStack>
      {error && !attempts && (
        <FormError
          message={reportStrings.failed(reportStrings.errors.answers, graphQLErrorMessage(error, ''))}
        />
      )}
      {!error && !view && <Text color="fg.muted">{reportStrings.loading}</Text>}
      {view && view.table.rows.length === 0 && <Text color="fg.muted">{strings.none}</Text>}
      {view && view.table.rows.length > 0 && (
        <AnswersGrid
          table={view.table}
          questionLabels={view.labels}
          questionNames={view.names}
          label={strings.tableLabel(quiz.name)}
        />
      )}
    </Stack>
  );
}
