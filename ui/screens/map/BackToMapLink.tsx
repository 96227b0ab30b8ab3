import { Button, Icon } from '@chakra-ui/react';
import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useStudyPlace } from '../study/StudyPlace';
import { studyStrings } from '../study/strings';
import { mapScreenStrings as strings } from './strings';

/**
 * The way back from a screen over a map (its quiz, answers, recall, cards) to the map itself, or, opened
 * through a course, to the course home.
 */
export function BackToMapLink() {
  const { paths, courseId } = useStudyPlace();
  return (
    <Button asChild size="xs" variant="outline">
      <Link to={paths.home}>
        <Icon as={ArrowLeftIcon} aria-hidden />
        {courseId === null ? strings.backToMap : studyStrings.backToCourse}
      </Link>
    </Button>
  );
}
