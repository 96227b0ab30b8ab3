import { EmptyState as ChakraEmptyState, HStack, Icon, VStack } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The kind of thing the list holds, from its area's icon table. */
  icon: LucideIcon;
  /** What is not there (the spec's text where it has one). */
  title: string;
  /** What to do next, in one sentence. */
  description?: string;
  /** The next step itself, where the user may take it here: a button or a link. */
  children?: ReactNode;
  size?: 'sm' | 'md';
  testId?: string;
}

/**
 * A list with nothing in it (ui/theme/GUIDE.md, States): an icon, what is missing, and what to do next,
 * with the action at hand, never a bare "nothing here".
 */
export function EmptyState({ icon, title, description, children, size = 'md', testId }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root
      size={size}
      borderWidth="1px"
      borderStyle="dashed"
      rounded="md"
      data-testid={testId}
    >
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator aria-hidden>
          <Icon as={icon} />
        </ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description && <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>}
        </VStack>
        {children && (
          <HStack gap="2" wrap="wrap" justify="center">
            {children}
          </HStack>
        )}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
