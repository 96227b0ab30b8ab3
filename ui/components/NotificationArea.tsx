import { Alert, Badge, Box, Button, CloseButton, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import {
  ALERT_MAX_WIDTH_PX,
  ALERT_MESSAGE_MAX_WIDTH_PX,
  ALERT_TRANSITION_MS,
  type Alert as AlertModel,
  type AlertType,
} from '../../src/model/notifications';
import type { NotificationStore } from '../../src/stores/NotificationStore';
import { shellStrings } from '../strings';

const STATUS: Record<AlertType, 'info' | 'warning' | 'success' | 'error' | 'neutral'> = {
  info: 'info',
  warning: 'warning',
  success: 'success',
  error: 'error',
  standard: 'neutral',
};

/**
 * The notification area at the bottom left (spec 1 sections 2, 4 and 9). A closed alert plays its
 * exit transition until the store clears it.
 */
export const NotificationArea = observer(function NotificationArea({ store }: { store: NotificationStore }) {
  return (
    <Box
      position="fixed"
      left="4"
      bottom="4"
      zIndex="toast"
      width={{ base: 'calc(100vw - 2rem)', md: 'auto' }}
      maxW={{ md: `${ALERT_MAX_WIDTH_PX}px` }}
      role="region"
      aria-label={shellStrings.notificationsRegion}
      data-testid="notification-area"
    >
      <Stack gap="2">
        {store.alerts.map((alert) => (
          <NotificationItem key={alert.id} alert={alert} onClose={() => store.close(alert.id)} />
        ))}
      </Stack>
    </Box>
  );
});

const NotificationItem = observer(function NotificationItem({
  alert,
  onClose,
}: {
  alert: AlertModel;
  onClose: () => void;
}) {
  // closeOnButtonClick: pressing any button inside the alert closes it, after the button has done its job.
  const onClickInside = (event: MouseEvent) => {
    if (alert.closeOnButtonClick && (event.target as HTMLElement).closest('button')) onClose();
  };
  return (
    <Alert.Root
      status={STATUS[alert.alertType]}
      variant="solid"
      boxShadow="lg"
      alignItems="center"
      data-testid="notification"
      data-alert-type={alert.alertType}
      data-state={alert.open ? 'open' : 'closed'}
      aria-hidden={!alert.open}
      animationName={alert.open ? 'slide-from-left, fade-in' : 'slide-to-left, fade-out'}
      animationDuration={`${ALERT_TRANSITION_MS}ms`}
      animationFillMode="forwards"
      onClick={onClickInside}
    >
      <Alert.Indicator />
      <Alert.Content maxW={{ md: `${ALERT_MESSAGE_MAX_WIDTH_PX}px` }}>
        <Alert.Description>{alert.text}</Alert.Description>
      </Alert.Content>
      {alert.action && (
        <Button
          size="xs"
          variant="surface"
          colorPalette="gray"
          onClick={alert.action.run}
          disabled={!alert.open}
        >
          {alert.action.label}
        </Button>
      )}
      {alert.repeats > 0 && (
        <Badge
          borderRadius="full"
          colorPalette="gray"
          variant="solid"
          aria-label={shellStrings.repeatsLabel(alert.repeats)}
          data-testid="notification-repeats"
        >
          {alert.repeats}
        </Badge>
      )}
      <CloseButton
        size="sm"
        aria-label={shellStrings.closeNotification}
        onClick={onClose}
        disabled={!alert.open}
      />
    </Alert.Root>
  );
});
