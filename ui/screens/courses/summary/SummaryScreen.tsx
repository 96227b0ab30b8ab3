import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, HStack, List, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { graphQLErrorMessage } from '../../../../src/api/graphql/errors';
import { MAP_SUMMARY_CONTENT } from '../../../../src/api/graphql/mapSummary';
import { formatDuration } from '../../../../src/model/courses/duration';
import { isModule, readOutline } from '../../../../src/model/courses/outline';
import { presentationLength } from '../../../../src/model/courses/summary';
import { FormError } from '../../../components/FormError';
import { useStudyPlace } from '../../study/StudyPlace';
import { studyStrings } from '../../study/strings';
import { courseHomeStrings as strings } from '../home/strings';

/**
 * {map or course}/summary (spec 3 sections 2.1 and 3, map summary): the course outline (modules and
 * items), the presentations with their media lengths, and the questions; through a course, what the
 * course opens of its map to the viewer.
 */
export default function SummaryScreen() {
  const { mapId, courseId, paths } = useStudyPlace();
  const query = useQuery(MAP_SUMMARY_CONTENT, { variables: { mapId, courseId } });
  const summary = query.data?.mapSummary;
  const outline = useMemo(
    () => (Array.isArray(summary?.courseItems) ? readOutline(summary.courseItems) : []),
    [summary],
  );
  const back = courseId === null ? strings.backToMap : studyStrings.backToCourse;
  return (
    <Box as="main" maxW="4xl" mx="auto" p={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h1" size="xl">
            {summary ? strings.summaryTitle(summary.name) : strings.summary}
          </Heading>
          <Button asChild size="sm" variant="outline">
            <Link to={paths.home}>{back}</Link>
          </Button>
        </HStack>
        {query.error && !summary && (
          <FormError message={graphQLErrorMessage(query.error, strings.summaryFailed)} />
        )}
        {!summary && !query.error && (
          <HStack role="status" gap="3">
            <Spinner size="sm" />
            <Text>{strings.summaryLoading}</Text>
          </HStack>
        )}
        {summary && (
          <>
            <Stack as="section" aria-labelledby="summary-outline" gap="2">
              <Heading as="h2" size="md" id="summary-outline">
                {strings.outline}
              </Heading>
              {outline.length === 0 ? (
                <Text color="fg.muted">{strings.emptyOutline}</Text>
              ) : (
                <List.Root ps="4">
                  {outline.map((entry) => (
                    <List.Item key={entry.id}>
                      {entry.name}
                      {!isModule(entry) && ` (${strings.itemType[entry.type] ?? strings.unknownType})`}
                      {isModule(entry) && entry.items.length > 0 && (
                        <List.Root ps="4">
                          {entry.items.map((item) => (
                            <List.Item key={item.id}>
                              {item.name} ({strings.itemType[item.type] ?? strings.unknownType})
                            </List.Item>
                          ))}
                        </List.Root>
                      )}
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Stack>
            <Stack as="section" aria-labelledby="summary-presentations" gap="2">
              <Heading as="h2" size="md" id="summary-presentations">
                {strings.presentations}
              </Heading>
              {summary.presentations.length === 0 ? (
                <Text color="fg.muted">{strings.noPresentations}</Text>
              ) : (
                <Table.Root size="sm" data-testid="summary-presentations">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{strings.presentations}</Table.ColumnHeader>
                      <Table.ColumnHeader>{strings.presentationTypeHeader}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{strings.mediaLength}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {summary.presentations.map((presentation) => {
                      const length = presentationLength(presentation);
                      return (
                        <Table.Row key={presentation.id}>
                          <Table.Cell>{presentation.name}</Table.Cell>
                          <Table.Cell>
                            {strings.presentationType[presentation.type] ?? presentation.type}
                          </Table.Cell>
                          <Table.Cell textAlign="end">
                            {length === null ? strings.unknownLength : formatDuration(length)}
                          </Table.Cell>
                        </Table.Row>
                      );
                    })}
                  </Table.Body>
                </Table.Root>
              )}
            </Stack>
            <Stack as="section" aria-labelledby="summary-questions" gap="2">
              <Heading as="h2" size="md" id="summary-questions">
                {strings.questions}
              </Heading>
              {summary.questions.length === 0 ? (
                <Text color="fg.muted">{strings.noQuestions}</Text>
              ) : (
                <List.Root as="ol" ps="4">
                  {summary.questions.map((question) => (
                    <List.Item key={question.id}>{question.name || question.id}</List.Item>
                  ))}
                </List.Root>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Box>
  );
}
