import { Badge, Card, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { monitorStrings } from '../admin/strings';

export interface Health {
  ok: boolean;
  latencyMs: number;
  error?: string | null;
}

/** One figure of the monitor: a title, its state (healthy or down when it has one) and details. */
export function HealthCard({
  title,
  health,
  value,
  children,
}: {
  title: string;
  health?: Health | null;
  value?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card.Root size="sm" data-testid={`monitor-${title}`}>
      <Card.Body>
        <Stack gap="1">
          <Text fontWeight="semibold">{title}</Text>
          {health && (
            <Badge alignSelf="flex-start" colorPalette={health.ok ? 'green' : 'red'}>
              {health.ok ? monitorStrings.healthy : monitorStrings.down(health.error ?? null)}
            </Badge>
          )}
          {health && (
            <Text color="fg.muted" fontSize="sm">
              {monitorStrings.latency(health.latencyMs)}
            </Text>
          )}
          {value !== undefined && (
            <Text fontSize="2xl" fontWeight="bold">
              {value}
            </Text>
          )}
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
