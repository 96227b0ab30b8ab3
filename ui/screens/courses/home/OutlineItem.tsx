import { Button, Link as ChakraLink, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { CourseHomeItem } from '../../../../src/api/graphql/courseHome';
import { ITEM_STATE, type ItemState } from '../../../../src/model/courses/access';
import { formatDuration } from '../../../../src/model/courses/duration';
import { courseItemRoute } from '../../../../src/model/courses/openItem';
import { coursePaths } from '../../../../src/model/courses/studyPaths';
import { useStudyPlace } from '../../study/StudyPlace';
import { itemStateIcons, itemTypeIcons, unknownTypeIcon } from './icons';
import { ProgressMark } from './ProgressMark';
import { SignInLink } from './SignInLink';
import { courseHomeStrings as strings } from './strings';

const STATES = Object.values(ITEM_STATE) as string[];
const stateOf = (item: CourseHomeItem): ItemState =>
  STATES.includes(item.state ?? '') ? (item.state as ItemState) : ITEM_STATE.UNAVAILABLE;

/**
 * One item of the outline: its type, its name (a link when it is open to the viewer), what stands in the
 * way otherwise (in words, with an icon), and the viewer's progress.
 */
export function OutlineItem({
  item,
  current = false,
  onOpen,
}: {
  item: CourseHomeItem;
  current?: boolean;
  /** Opens an item the app has no route for (it says why). */
  onOpen: (item: CourseHomeItem) => void;
}) {
  const { mapId, courseId } = useStudyPlace();
  const state = stateOf(item);
  const route = courseId === null ? null : courseItemRoute({ mapId, courseId }, item);
  const typeLabel = strings.itemType[item.type] ?? strings.unknownType;
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="3"
      py="2"
      px="2"
      borderRadius="md"
      bg={current ? 'bg.emphasized' : undefined}
      data-testid="outline-item"
      data-state={state}
    >
      <HStack gap="2" minW="0" align="start">
        <Icon as={itemTypeIcons[item.type] ?? unknownTypeIcon} aria-hidden mt="1" />
        <Stack gap="0" minW="0">
          <Text fontSize="xs" color="fg.muted">
            {typeLabel}
            {item.duration ? ` · ${strings.duration(formatDuration(item.duration))}` : ''}
          </Text>
          {state === ITEM_STATE.OPEN && route?.ok ? (
            <ChakraLink asChild fontWeight="medium">
              <Link to={route.path} aria-current={current ? 'page' : undefined}>
                {item.name}
              </Link>
            </ChakraLink>
          ) : state === ITEM_STATE.OPEN || state === ITEM_STATE.UNSUPPORTED ? (
            <Button
              variant="plain"
              size="sm"
              p="0"
              h="auto"
              justifyContent="start"
              onClick={() => onOpen(item)}
            >
              {item.name}
            </Button>
          ) : (
            <Text fontWeight="medium">{item.name}</Text>
          )}
        </Stack>
      </HStack>
      <HStack gap="3" flexShrink={0}>
        <ProgressMark name={item.name} progress={item.progress} complete={item.complete} />
        {state === ITEM_STATE.LOGIN && courseId !== null ? (
          <SignInLink returnTo={coursePaths(courseId).home} size="xs" variant="ghost">
            {strings.state.login}
          </SignInLink>
        ) : (
          state !== ITEM_STATE.OPEN && (
            <HStack gap="1" color="fg.muted" data-testid="item-state">
              <Icon as={itemStateIcons[state]} aria-hidden />
              <Text fontSize="xs">{strings.state[state]}</Text>
            </HStack>
          )
        )}
      </HStack>
    </HStack>
  );
}
