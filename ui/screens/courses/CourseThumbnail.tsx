import { AspectRatio, Center, Image, Text } from '@chakra-ui/react';
import type { Course } from '../../../src/api/graphql';
import { courseStrings } from './strings';

/** A card's picture: the course thumbnail, or the course's initial on a brand colour when it has none. */
export function CourseThumbnail({ course }: { course: Pick<Course, 'name' | 'thumbnailURL'> }) {
  return (
    <AspectRatio ratio={16 / 9} w="100%">
      {course.thumbnailURL ? (
        <Image src={course.thumbnailURL} alt={courseStrings.thumbnailAlt(course.name)} objectFit="cover" />
      ) : (
        <Center bgGradient="to-br" gradientFrom="brand.400" gradientTo="brand.700" aria-hidden="true">
          <Text fontSize="5xl" fontWeight="bold" color="brand.contrast">
            {course.name.trim().charAt(0).toUpperCase()}
          </Text>
        </Center>
      )}
    </AspectRatio>
  );
}
