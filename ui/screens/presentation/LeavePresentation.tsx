import { Button } from '@chakra-ui/react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CLOSE_PARAM } from '../../../src/model/courses/studyPaths';
import { useStudyPlace } from '../study/StudyPlace';
import { studyStrings } from '../study/strings';
import { presentationStrings as strings } from './strings';

/**
 * How a replay is left: for the map or the course home; or, on a course presentation opened with
 * `?close` (spec 3 section 2.1), by closing its window. A window the app did not open cannot be closed
 * by script: then it goes to the course home instead.
 */
export function LeavePresentation() {
  const { paths, courseId } = useStudyPlace();
  const navigate = useNavigate();
  const { search } = useLocation();
  // `?close`, with a value or without.
  if (courseId !== null && new URLSearchParams(search).has(CLOSE_PARAM))
    return (
      <Button
        size="xs"
        variant="outline"
        aria-label={strings.closeLabel}
        onClick={() => {
          window.close();
          if (!window.closed) navigate(paths.home);
        }}
      >
        {strings.close}
      </Button>
    );
  return (
    <Button asChild size="xs" variant="outline">
      <Link to={paths.home} aria-label={courseId === null ? strings.exitLabel : studyStrings.leaveForCourse}>
        {strings.exit}
      </Link>
    </Button>
  );
}
