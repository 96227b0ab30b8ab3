import { Alert, Box, Button, Flex, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { courseHomeStrings as strings } from './strings';

/** A course page that cannot show the course: an app bar with the way home and the error (spec 3 section 2.4). */
export function CourseProblem({ message }: { message: string }) {
  return (
    <Box minH="100dvh">
      <HStack as="header" px="4" py="2" borderBottomWidth="1px" justify="space-between">
        <Heading as="p" size="md">
          {strings.courses}
        </Heading>
        <Button asChild size="sm" variant="outline">
          <Link to="/">{strings.goHome}</Link>
        </Button>
      </HStack>
      <Box as="main" maxW="3xl" mx="auto" p="6">
        <Alert.Root status="error" role="alert" data-testid="course-error">
          <Alert.Indicator />
          <Alert.Title>{message}</Alert.Title>
        </Alert.Root>
      </Box>
    </Box>
  );
}

export function CourseLoading({ label = strings.loading }: { label?: string }) {
  return (
    <Flex h="100dvh" align="center" justify="center" gap="3" role="status">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </Flex>
  );
}
