import { Heading, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { homeStrings } from './strings';

/** One dashboard section: a heading, then its items, an empty state with the next step, or why it could not load. */
export function DashboardSection({
  title,
  loading,
  failed,
  empty,
  emptyText,
  emptyIcon,
  emptyAction,
  children,
}: {
  title: string;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  /** The kind of thing the section lists, shown when it is empty. */
  emptyIcon: LucideIcon;
  /** The next step when the section is empty (a button), where there is one. */
  emptyAction?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {failed && <Text color="fg.error">{homeStrings.loadFailed}</Text>}
      {!failed && loading && <Text color="fg.muted">{homeStrings.loading}</Text>}
      {!failed && !loading && empty && (
        <EmptyState size="sm" icon={emptyIcon} title={emptyText}>
          {emptyAction}
        </EmptyState>
      )}
      {children}
    </Stack>
  );
}
