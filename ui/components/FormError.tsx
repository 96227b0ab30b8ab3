import { Alert } from '@chakra-ui/react';

/** A form's error message: red, announced to screen readers. */
export function FormError({ message, testId }: { message: string; testId?: string }) {
  return (
    <Alert.Root status="error" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
