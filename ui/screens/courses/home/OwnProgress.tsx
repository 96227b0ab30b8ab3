import { Heading, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { ownReportOf } from '../../../../src/model/reports/courseReport';
import { useStores } from '../../../shell/StoreContext';
import { ProgressHeatMap } from '../../reports/ProgressHeatMap';
import { reportStrings } from '../../reports/strings';
import { useCourseRoute } from './CourseContext';

/**
 * The learner's own progress through the course (issue 29): the teachers' heat map in small, one row, from
 * the course home they already have. Shown once they have begun a lesson or a quiz.
 */
export const OwnProgress = observer(function OwnProgress() {
  const { home } = useCourseRoute();
  const { auth } = useStores();
  const own = useMemo(() => ownReportOf(home.outline), [home.outline]);
  const user = auth.user;
  if (!user || !home.started || own.items.length === 0) return null;
  const row = {
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName, username: user.username },
    progress: own.progress,
  };
  return (
    <Stack as="section" aria-labelledby="own-progress-heading" gap="3">
      <Heading as="h2" size="lg" id="own-progress-heading">
        {reportStrings.own.heading}
      </Heading>
      <ProgressHeatMap items={own.items} rows={[row]} label={reportStrings.own.gridLabel} />
    </Stack>
  );
});
