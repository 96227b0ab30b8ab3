import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ADMIN_COURSES, type AdminCourse, notifyCallError, RESUME_COURSE } from '../../../src/api/graphql';
import { useStores } from '../../shell/StoreContext';
import { formatCellDate } from '../maps/format';
import { Pager, usePage } from './Pager';
import { QueryState } from './QueryState';
import { SuspendCourseDialog } from './SuspendCourseDialog';
import { adminStrings } from './strings';

const strings = adminStrings.courses;

/** Every course with its suspension (site administrators): suspend with a reason, or lift it. */
export function CoursesTab() {
  const { notifications } = useStores();
  const { page, setPage, variables } = usePage();
  const { data, loading, error } = useQuery(ADMIN_COURSES, { variables, fetchPolicy: 'cache-and-network' });
  const [resume] = useMutation(RESUME_COURSE);
  const [suspending, setSuspending] = useState<AdminCourse | null>(null);
  const result = data?.adminCourses;
  return (
    <QueryState
      loading={loading}
      error={error}
      hasData={result !== undefined}
      empty={result?.total === 0}
      emptyText={strings.empty}
      loadFailed={strings.loadFailed}
    >
      <Stack gap="3">
        <Table.Root size="sm" aria-label={strings.tableLabel}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{strings.name}</Table.ColumnHeader>
              <Table.ColumnHeader>{strings.author}</Table.ColumnHeader>
              <Table.ColumnHeader>{strings.access}</Table.ColumnHeader>
              <Table.ColumnHeader>{strings.suspension}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result?.items.map((course) => (
              <Table.Row key={course.id}>
                <Table.Cell>{course.name}</Table.Cell>
                <Table.Cell>{course.author.username}</Table.Cell>
                <Table.Cell>{course.access}</Table.Cell>
                <Table.Cell>
                  {course.suspend ? (
                    <Badge colorPalette="red" whiteSpace="normal">
                      {strings.suspendedOn(formatCellDate(course.suspend.date), course.suspend.reason)}
                    </Badge>
                  ) : (
                    <Text color="fg.muted">{strings.active}</Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {course.suspend ? (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() =>
                        void resume({ variables: { courseId: course.id } }).catch((caught: unknown) =>
                          notifyCallError(notifications, caught, strings.saveFailed),
                        )
                      }
                    >
                      {strings.resume}
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setSuspending(course)}
                    >
                      {strings.suspend}
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Pager page={page} total={result?.total ?? 0} onPage={setPage} />
        {suspending && <SuspendCourseDialog course={suspending} onClose={() => setSuspending(null)} />}
      </Stack>
    </QueryState>
  );
}
