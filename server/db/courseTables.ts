/**
 * Row types of the course tables of migration 0017: course thumbnails, checkout sessions started with the
 * payment provider, confirmed purchases and the provider events handled. Apart from ./tables.ts, which
 * joins them into `Tables`.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Currency } from '../../src/model/courses/price.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CourseThumbnailsTable {
  courseId: string;
  contentType: string;
  image: Buffer;
  version: Generated<number>;
  updatedAt: Timestamp;
}

export type CheckoutStatus = 'open' | 'complete' | 'expired';

/** A hosted checkout a learner started; its id is the provider's. */
export interface CheckoutSessionsTable {
  id: string;
  userId: string;
  courseId: string;
  amount: number;
  currency: Currency;
  status: Generated<CheckoutStatus>;
  createdAt: CreatedAt;
}

/** A course bought: written only when the provider's signed webhook confirms the checkout. */
export interface CoursePurchasesTable {
  userId: string;
  courseId: string;
  checkoutSessionId: string;
  amount: number;
  currency: Currency;
  createdAt: CreatedAt;
}

/** A provider event handled (its id), so a replayed one changes nothing. */
export interface PaymentEventsTable {
  id: string;
  type: string;
  createdAt: CreatedAt;
}

export interface CourseTables {
  courseThumbnails: CourseThumbnailsTable;
  checkoutSessions: CheckoutSessionsTable;
  coursePurchases: CoursePurchasesTable;
  paymentEvents: PaymentEventsTable;
}
