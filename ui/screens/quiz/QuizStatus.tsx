import { Alert, Flex, Spinner } from '@chakra-ui/react';
import { quizStrings as strings } from './strings';

/** The quiz screens' whole-page states (the recall screen's too): loading the map, and a problem instead of the screen. */
export function QuizLoading({ label = strings.loading }: { label?: string }) {
  return (
    <Flex h="100dvh" align="center" justify="center">
      <Spinner aria-label={label} />
    </Flex>
  );
}

export function QuizProblem({ text }: { text: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
