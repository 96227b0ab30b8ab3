import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CourseHomeItem } from '../../../../src/api/graphql/courseHome';
import { openCourseItem } from '../../../../src/model/courses/openItem';
import { useStudyPlace } from '../../study/StudyPlace';
import { courseHomeStrings as strings } from './strings';

/**
 * Opening an item of the course from its pages: by its type (src/model/courses/openItem.ts); one the app
 * cannot open leaves a message to show (and 'Unsupported Item Type' logged).
 */
export function useOpenItem(): {
  open: (item: CourseHomeItem) => void;
  message: string | null;
} {
  const navigate = useNavigate();
  const { mapId, courseId } = useStudyPlace();
  const [message, setMessage] = useState<string | null>(null);
  const open = useCallback(
    (item: CourseHomeItem) => {
      if (courseId === null) return;
      const route = openCourseItem({ mapId, courseId }, item, {
        navigate: (path) => navigate(path),
        logError: (text) => console.error(text),
      });
      setMessage(
        route.ok
          ? null
          : route.reason === 'unsupported'
            ? strings.unsupportedItem(item.name)
            : strings.emptyItem(item.name),
      );
    },
    [navigate, mapId, courseId],
  );
  return { open, message };
}
