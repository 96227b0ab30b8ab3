import { Button, HStack } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { COURSE_PATHS, type CourseView } from '../../../src/model/courses';
import { courseStrings } from './strings';

const TABS = [
  { view: 'all', to: COURSE_PATHS.all, label: courseStrings.views.all },
  { view: 'mine', to: COURSE_PATHS.mine, label: courseStrings.views.mine },
] as const;

/** All Courses and My Courses; search results belong to All Courses. */
export function CourseViewTabs({ view }: { view: CourseView }) {
  return (
    <HStack as="nav" aria-label={courseStrings.views.label} gap="2">
      {TABS.map((tab) => {
        const current = tab.view === view || (tab.view === 'all' && view === 'search');
        return (
          <Button
            key={tab.view}
            asChild
            size="sm"
            variant={current ? 'subtle' : 'ghost'}
            colorPalette="brand"
          >
            <NavLink to={tab.to} aria-current={current ? 'page' : undefined}>
              {tab.label}
            </NavLink>
          </Button>
        );
      })}
    </HStack>
  );
}
