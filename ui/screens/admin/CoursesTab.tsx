import { useMutation } from '@apollo/client/react';
import { Badge, Button, Icon, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ADMIN_COURSES, type AdminCourse, notifyCallError, RESUME_COURSE } from '../../../src/api/graphql';
import { useStores } from '../../shell/StoreContext';
import { formatCellDate } from '../maps/format';
import { adminIcons } from './icons';
import { PagedResult } from './Pager';
import { SuspendCourseDialog } from './SuspendCourseDialog';
import { adminStrings } from './strings';
import { usePagedQuery } from './usePagedQuery';

const strings = adminStrings.courses;

/** Every course with its suspension (site administrators): suspend with a reason, or lift it. */
export function CoursesTab() {
  const { notifications } = useStores();
  const paged = usePagedQuery(ADMIN_COURSES, (data) => data.adminCourses);
  const [resume] = useMutation(RESUME_COURSE);
  const [suspending, setSuspending] = useState<AdminCourse | null>(null);
  const result = paged.result;
  return (
    <PagedResult paged={paged} emptyText={strings.empty} loadFailed={strings.loadFailed}>
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
                    <Icon as={adminIcons.resumeCourse} aria-hidden />
                    {strings.resume}
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setSuspending(course)}
                  >
                    <Icon as={adminIcons.suspendCourse} aria-hidden />
                    {strings.suspend}
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {suspending && <SuspendCourseDialog course={suspending} onClose={() => setSuspending(null)} />}
    </PagedResult>
  );
}
