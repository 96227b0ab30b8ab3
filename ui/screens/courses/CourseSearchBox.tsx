import { Button, HStack, Icon, Input } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { courseSearchTarget } from '../../../src/model/courses';
import { courseIcons } from './icons';
import { courseStrings } from './strings';

export interface CourseSearchBoxProps {
  initialQuery: string;
  /** Whether search results are shown: clearing the box then goes back to the list. */
  searching: boolean;
  onNavigate: (target: string) => void;
}

/** The search box: a query shows /home/search-courses?query=...; an empty or blank one the list. */
export function CourseSearchBox({ initialQuery, searching, onNavigate }: CourseSearchBoxProps) {
  const [value, setValue] = useState(initialQuery);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNavigate(courseSearchTarget(value));
  };
  return (
    <HStack as="form" role="search" onSubmit={submit} gap="2" maxW="480px" w="100%">
      <Input
        type="search"
        aria-label={courseStrings.searchLabel}
        placeholder={courseStrings.searchPlaceholder}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (searching && event.target.value.trim() === '') onNavigate(courseSearchTarget(''));
        }}
      />
      <Button type="submit" colorPalette="brand">
        <Icon as={courseIcons.search} aria-hidden />
        {courseStrings.searchButton}
      </Button>
    </HStack>
  );
}
