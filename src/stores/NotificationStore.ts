import { makeAutoObservable } from 'mobx';
import { newShortId } from '../model/ids';
import {
  ALERT_AUTO_HIDE_MS,
  ALERT_CLEAR_DELAY_MS,
  type Alert,
  type AlertInput,
  createAlert,
  findMergeTarget,
} from '../model/notifications';

/** The notification area's state: alerts, merging of repeats, auto-hide and clearing timers. */
export class NotificationStore {
  alerts: Alert[] = [];
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(private readonly makeId: () => string = newShortId) {
    makeAutoObservable<NotificationStore, 'timers' | 'makeId'>(
      this,
      { timers: false, makeId: false },
      { autoBind: true },
    );
  }

  /** Shows an alert, or counts a repeat on an identical open one; returns the alert's id. */
  notify(input: AlertInput): string {
    const target = findMergeTarget(this.alerts, input);
    if (target) {
      target.repeats += 1;
      this.scheduleAutoHide(target);
      return target.id;
    }
    const alert = createAlert(input, this.makeId());
    this.alerts.push(alert);
    this.scheduleAutoHide(alert);
    return alert.id;
  }

  /** Closes an alert; it leaves the store `ALERT_CLEAR_DELAY_MS` later, after its exit transition. */
  close(id: string): void {
    const alert = this.alerts.find((candidate) => candidate.id === id);
    if (!alert?.open) return;
    alert.open = false;
    this.setTimer(id, ALERT_CLEAR_DELAY_MS, () => this.remove(id));
  }

  /** Removes every alert at once (logout resets the whole application state). */
  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.alerts = [];
  }

  get openAlerts(): Alert[] {
    return this.alerts.filter((alert) => alert.open);
  }

  private remove(id: string): void {
    this.timers.delete(id);
    this.alerts = this.alerts.filter((alert) => alert.id !== id);
  }

  private scheduleAutoHide(alert: Alert): void {
    const delay = ALERT_AUTO_HIDE_MS[alert.alertType];
    if (delay !== null) this.setTimer(alert.id, delay, () => this.close(alert.id));
  }

  private setTimer(id: string, delay: number, run: () => void): void {
    clearTimeout(this.timers.get(id));
    this.timers.set(id, setTimeout(run, delay));
  }
}
