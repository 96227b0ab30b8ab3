import { Alert, Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { CourseHomeEntry, CourseHomeItem } from '../../../../src/api/graphql/courseHome';
import { COURSE_ITEM_TYPE } from '../../../../src/model/courses/items';
import { courseItemRoute } from '../../../../src/model/courses/openItem';
import { coursePaths } from '../../../../src/model/courses/studyPaths';
import { useStores } from '../../../shell/StoreContext';
import { useStudyPlace } from '../../study/StudyPlace';
import { OutlineItem } from './OutlineItem';
import { outlineCss } from './outlineStyles';
import { courseHomeStrings as strings } from './strings';
import { useOpenItem } from './useOpenItem';

/** The course's modules with their items, and its items outside modules, in the course's order. */
export function CourseOutline({
  outline,
  currentItemId = null,
  headingLevel = 'h2',
}: {
  outline: readonly CourseHomeEntry[];
  currentItemId?: string | null;
  headingLevel?: 'h2' | 'h3';
}) {
  const { open, message } = useOpenItem();
  const { mapId, courseId } = useStudyPlace();
  const { auth } = useStores();
  const signIn = courseId === null ? null : () => auth.rememberAfterLogin(coursePaths(courseId).home);
  const row = (item: CourseHomeItem) => (
    <OutlineItem
      key={item.id}
      item={item}
      route={courseId === null ? null : courseItemRoute({ mapId, courseId }, item)}
      current={item.id === currentItemId}
      onOpen={open}
      signIn={signIn}
    />
  );
  if (outline.length === 0) return <Text color="fg.muted">{strings.emptyOutline}</Text>;
  return (
    <Stack gap="3" data-testid="course-outline">
      {message && (
        <Alert.Root status="warning" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title>{message}</Alert.Title>
        </Alert.Root>
      )}
      <Box as="ul" listStyle="none" display="flex" flexDirection="column" gap="3" css={outlineCss}>
        {outline.map((entry) =>
          entry.type === COURSE_ITEM_TYPE.MODULE ? (
            <li key={entry.id} data-testid="outline-module">
              <Heading as={headingLevel === 'h2' ? 'h3' : 'h4'} size="sm" mb="1">
                {entry.name}
              </Heading>
              <Box as="ul" listStyle="none" ps="2">
                {entry.items.map(row)}
              </Box>
            </li>
          ) : (
            row(entry)
          ),
        )}
      </Box>
    </Stack>
  );
}
