import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { homeStrings } from './strings';

/** One dashboard section: a heading, then its items, an empty text, or why it could not load. */
export function DashboardSection({
  title,
  loading,
  failed,
  empty,
  emptyText,
  children,
}: {
  title: string;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {failed && <Text color="fg.error">{homeStrings.loadFailed}</Text>}
      {!failed && loading && <Text color="fg.muted">{homeStrings.loading}</Text>}
      {!failed && !loading && empty && <Text color="fg.muted">{emptyText}</Text>}
      {children}
    </Stack>
  );
}
