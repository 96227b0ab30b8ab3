import { Box, Button, Link as ChakraLink, Flex, Heading, Icon, IconButton, Stack } from '@chakra-ui/react';
import { PanelLeftCloseIcon, PanelLeftOpenIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import type { CourseHomeItem } from '../../../../src/api/graphql/courseHome';
import { itemOfCourseRoute } from '../../../../src/model/courses/openItem';
import { coursePaths } from '../../../../src/model/courses/studyPaths';
import { useCourseRoute } from '../home/CourseContext';
import { CourseOutline } from '../home/CourseOutline';
import { courseHomeStrings } from '../home/strings';
import { courseRouteOf } from './currentItem';
import { PlayerNavigation } from './PlayerNavigation';

const strings = courseHomeStrings.player;

/** Wide screens start with the outline shown; narrow ones with it folded away (it then covers the item). */
const wideScreen = () => typeof window === 'undefined' || window.matchMedia('(min-width: 48em)').matches;

/**
 * The course player (/course/{courseId}/watch and the course form of every item route): the outline, with
 * the current item marked, previous and next, beside the item, which is the item's own screen (the route
 * below, through the study place). The outline folds away, over the item on narrow screens.
 */
export default function CoursePlayerLayout() {
  const { courseId, home } = useCourseRoute();
  const location = useLocation();
  const [open, setOpen] = useState(wideScreen);
  const current = itemOfCourseRoute<CourseHomeItem>(
    home.outline,
    courseRouteOf(location.pathname, location.search),
  );
  return (
    <Flex h="100dvh" position="relative">
      {open ? (
        <Box
          as="nav"
          aria-label={strings.outline}
          w={{ base: 'min(20rem, 85vw)', md: '20rem' }}
          flexShrink={0}
          h="100dvh"
          overflowY="auto"
          borderRightWidth="1px"
          bg="bg.panel"
          p="3"
          position={{ base: 'absolute', md: 'static' }}
          zIndex={{ base: 'overlay', md: 'auto' }}
          insetStart="0"
          top="0"
          data-testid="course-player-outline"
        >
          <Stack gap="3">
            <Flex justify="space-between" align="start" gap="2">
              <Heading as="h2" size="sm">
                <ChakraLink asChild>
                  <Link to={coursePaths(courseId).home}>{home.course.name}</Link>
                </ChakraLink>
              </Heading>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={strings.hideOutline}
                onClick={() => setOpen(false)}
              >
                <Icon as={PanelLeftCloseIcon} aria-hidden />
              </IconButton>
            </Flex>
            <PlayerNavigation outline={home.outline} currentItemId={current?.id ?? null} />
            <CourseOutline outline={home.outline} currentItemId={current?.id ?? null} headingLevel="h3" />
          </Stack>
        </Box>
      ) : (
        <Button
          size="xs"
          variant="outline"
          position="absolute"
          bottom="3"
          insetStart="3"
          zIndex="overlay"
          aria-label={strings.showOutline}
          onClick={() => setOpen(true)}
        >
          <Icon as={PanelLeftOpenIcon} aria-hidden />
        </Button>
      )}
      <Box flex="1" minW="0" h="100dvh" overflow="hidden">
        <Outlet />
      </Box>
    </Flex>
  );
}
