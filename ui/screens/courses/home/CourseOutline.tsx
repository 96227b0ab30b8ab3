import { Alert, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { CourseHomeEntry, CourseHomeItem } from '../../../../src/api/graphql/courseHome';
import { COURSE_ITEM_TYPE } from '../../../../src/model/courses/items';
import { OutlineItem } from './OutlineItem';
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
  const row = (item: CourseHomeItem) => (
    <OutlineItem key={item.id} item={item} current={item.id === currentItemId} onOpen={open} />
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
      <List.Root variant="plain" gap="3">
        {outline.map((entry) =>
          entry.type === COURSE_ITEM_TYPE.MODULE ? (
            <List.Item key={entry.id} display="block" data-testid="outline-module">
              <Heading as={headingLevel === 'h2' ? 'h3' : 'h4'} size="sm" mb="1">
                {entry.name}
              </Heading>
              <List.Root variant="plain" ps="2">
                {entry.items.map(row)}
              </List.Root>
            </List.Item>
          ) : (
            row(entry)
          ),
        )}
      </List.Root>
    </Stack>
  );
}
