import { useQuery } from '@apollo/client/react';
import { Box, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { graphQLErrorMessage } from '../../../../src/api/graphql/errors';
import type { GetAllAnswersQuery } from '../../../../src/api/graphql/generated';
import { GET_ALL_ANSWERS } from '../../../../src/api/graphql/quiz';
import { readAnswer } from '../../../../src/api/graphql/quizAnswers';
import { quizFieldsOf } from '../../../../src/model/quiz/fields';
import { loadQuestion } from '../../../../src/model/quiz/load';
import { contentText, questionText } from '../../../../src/model/quiz/summary';
import type { Question } from '../../../../src/model/quiz/types';
import { EmptyState } from '../../../components/EmptyState';
import { SignedInOnly } from '../../../shell/SignInGuards';
import { TopBarMenus } from '../../../shell/TopBarMenus';
import { BackToMapLink } from '../../map/BackToMapLink';
import { MapHeader } from '../../map/MapHeader';
import { useMapEditor } from '../../map/useMapEditor';
import { questionEditIcons as icons } from '../edit/icons';
import { QuizLoading, QuizProblem } from '../QuizStatus';
import { answersStrings as strings } from './strings';

/**
 * /{id}/answers: every learner's current attempt at the map's questions, for the map's owner and editors
 * (getAllAnswers, spec 3 section 7; the server refuses anyone else): each learner's answers in full, one
 * table per learner. The course report (/{id}/courseReport) shows a quiz's answers side by side as a grid.
 */
function AnswersScreen() {
  const { documentId = '' } = useParams();
  return (
    <SignedInOnly>
      <AnswersOfMap key={documentId} mapId={documentId} />
    </SignedInOnly>
  );
}

const AnswersOfMap = observer(function AnswersOfMap({ mapId }: { mapId: string }) {
  const editor = useMapEditor(mapId);
  const { state, map } = editor.document;
  // cache-and-network, as the spec has it: a list seen before shows at once and is brought up to date.
  const answers = useQuery(GET_ALL_ANSWERS, { variables: { mapId }, fetchPolicy: 'cache-and-network' });
  if (state.status === 'failed') return <QuizProblem text={state.error} />;
  if (answers.error && !answers.data)
    return <QuizProblem text={graphQLErrorMessage(answers.error, strings.loadFailed)} />;
  if (state.status === 'loading' || !map || !answers.data) return <QuizLoading />;
  const questions = map.questions.map(loadQuestion);
  const attempts = answers.data.getAllAnswers;
  return (
    <Stack h="100dvh" gap="0">
      <MapHeader
        title={strings.title(map.name)}
        modeLabel={strings.title(map.name)}
        end={<TopBarMenus mapId={mapId} connectionRequired={false} />}
      >
        <HStack gap="2">
          <BackToMapLink />
        </HStack>
      </MapHeader>
      <Box as="main" flex="1" overflowY="auto" p="4">
        {attempts.length === 0 ? (
          <EmptyState icon={icons.questions} title={strings.none} description={strings.noneHint} />
        ) : (
          <Stack gap="6">
            {attempts.map((attempt) => (
              <LearnerAnswers key={attempt.id} attempt={attempt} questions={questions} />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
});

/** One learner's attempt: each of the map's questions in order, then answers to questions since removed. */
type ReportAttempt = GetAllAnswersQuery['getAllAnswers'][number];

function LearnerAnswers({ attempt, questions }: { attempt: ReportAttempt; questions: Question[] }) {
  const learner = strings.learner(attempt.user);
  const answers = new Map(attempt.answers.map((stored) => [stored.questionId, readAnswer(stored)]));
  const known = new Set(questions.map((question) => question.id));
  const rows = [
    ...questions.map((question, index) => ({
      key: question.id,
      label: `${strings.question(index + 1)}: ${questionText(question.prose)}`,
      answer: answers.get(question.id),
      fields: quizFieldsOf(question.prose).map((field) => field.id),
    })),
    ...[...answers.values()]
      .filter((answer) => !known.has(answer.questionId))
      .map((answer) => ({ key: answer.questionId, label: strings.removedQuestion, answer, fields: [] })),
  ];
  return (
    <Box as="section" aria-label={learner} data-testid="learner-answers">
      <Heading as="h2" size="sm">
        {learner}
      </Heading>
      <Text fontSize="xs" color="fg.muted" mb="2">
        {strings.started(new Date(attempt.startDate).toLocaleString())}
      </Text>
      <Table.Root size="sm" aria-label={strings.tableLabel(learner)}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{strings.columns.question}</Table.ColumnHeader>
            <Table.ColumnHeader>{strings.columns.answer}</Table.ColumnHeader>
            <Table.ColumnHeader>{strings.columns.mark}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{strings.columns.attempts}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(({ key, label, answer, fields }) => (
            <Table.Row key={key}>
              <Table.Cell>{label}</Table.Cell>
              <Table.Cell>{answer ? contentText(answer.content, fields) : strings.notAnswered}</Table.Cell>
              <Table.Cell>{answer?.mark ?? ''}</Table.Cell>
              <Table.Cell textAlign="end">{answer?.attempts ?? 0}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export default AnswersScreen;
