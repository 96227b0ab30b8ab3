/** Notifications (alerts) of spec 1 sections 3, 4 and 9: the pure rules; timers live in the store. */

export const ALERT_TYPES = ['info', 'error', 'warning', 'success', 'standard'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export interface Alert {
  /** 5 characters. */
  id: string;
  /** Groups related alerts, e.g. 'NodeUsage'; alerts merge only within a topic. */
  topic: string;
  alertType: AlertType;
  text: string;
  /** How many identical alerts were merged into this one; shown as a badge when above 0. */
  repeats: number;
  /** When set, pressing any button inside the alert closes it. */
  closeOnButtonClick: boolean;
  /** False from the moment it is closed until it is cleared from the store. */
  open: boolean;
  /** A button offered inside the alert, e.g. 'Refresh and Update'. */
  action?: AlertAction;
}

export interface AlertAction {
  label: string;
  run: () => void;
}

export type AlertInput = Pick<Alert, 'alertType' | 'text'> &
  Partial<Pick<Alert, 'topic' | 'closeOnButtonClick' | 'action'>>;

export const DEFAULT_ALERT_TOPIC = 'general';

/** Auto-hide delays in ms; `null` means the alert stays until closed (error and warning). */
export const ALERT_AUTO_HIDE_MS: Readonly<Record<AlertType, number | null>> = {
  info: 8000,
  success: 4000,
  standard: 8000,
  error: null,
  warning: null,
};

/** Show/hide transition length. */
export const ALERT_TRANSITION_MS = 400;
/** A closed alert is removed from the store this long after it closes. */
export const ALERT_CLEAR_DELAY_MS = 500;
/** Layout on medium or larger screens. */
export const ALERT_MAX_WIDTH_PX = 488;
export const ALERT_MESSAGE_MAX_WIDTH_PX = 380;

/** An open alert that a new one merges into: same topic, same type, same text. */
export function findMergeTarget(alerts: readonly Alert[], input: AlertInput): Alert | undefined {
  const topic = input.topic ?? DEFAULT_ALERT_TOPIC;
  return alerts.find(
    (alert) =>
      alert.open && alert.topic === topic && alert.alertType === input.alertType && alert.text === input.text,
  );
}

export function createAlert(input: AlertInput, id: string): Alert {
  return {
    id,
    topic: input.topic ?? DEFAULT_ALERT_TOPIC,
    alertType: input.alertType,
    text: input.text,
    repeats: 0,
    closeOnButtonClick: input.closeOnButtonClick ?? false,
    open: true,
    ...(input.action ? { action: input.action } : {}),
  };
}
