// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../../src/model/courses/price';
import CoursePaymentScreen from '../../../ui/screens/courses/payment/CoursePaymentScreen';
import { paymentStrings } from '../../../ui/screens/courses/payment/strings';
import { makeStores, renderWithStores, scriptedApolloClient, signIn } from '../auth-screens/harness';

const PRICE = { __typename: 'Price', amount: 1999, currency: 'GBP' };

function home(overrides: { access?: string; paymentsAvailable?: boolean; price?: typeof PRICE | null } = {}) {
  return {
    courseHome: {
      __typename: 'CourseHome',
      access: overrides.access ?? 'RequiresPayment',
      paymentsAvailable: overrides.paymentsAvailable ?? true,
      course: {
        __typename: 'Course',
        id: 'c1',
        name: 'Cell biology',
        price: overrides.price === undefined ? PRICE : overrides.price,
      },
    },
  };
}

async function renderAt(search: string, answers: Record<string, Record<string, unknown>>) {
  const { client, seen } = scriptedApolloClient(answers);
  const stores = await makeStores();
  signIn(stores);
  renderWithStores(stores, <CoursePaymentScreen />, {
    path: '/course/:courseId/payment',
    at: `/course/c1/payment${search}`,
    apollo: client,
  });
  await act(async () => {});
  return seen;
}

describe('CoursePaymentScreen', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the course and its price in the reader’s locale; Buy goes to the provider’s checkout', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const seen = await renderAt('', {
      CoursePayment: home(),
      StartCourseCheckout: {
        startCourseCheckout: { __typename: 'CourseCheckout', url: 'https://pay.example/cs_1' },
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(paymentStrings.title('Cell biology'));
    expect(screen.getByTestId('course-price').textContent).toBe(
      `${paymentStrings.price}: ${formatPrice({ amount: 1999, currency: 'GBP' })}`,
    );
    fireEvent.click(screen.getByRole('button', { name: paymentStrings.buy }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(seen.find((operation) => operation.operationName === 'StartCourseCheckout')?.variables).toEqual({
      courseId: 'c1',
    });
  });

  it('says payments are not available, with no Buy button, on a server without a provider', async () => {
    await renderAt('', { CoursePayment: home({ paymentsAvailable: false }) });
    expect(screen.getByText(paymentStrings.notAvailable)).toBeTruthy();
    expect(screen.queryByRole('button', { name: paymentStrings.buy })).toBeNull();
  });

  it('says a cancelled payment was cancelled, and offers Buy again', async () => {
    await renderAt('?checkout=cancelled', { CoursePayment: home() });
    expect(screen.getByText(paymentStrings.cancelled)).toBeTruthy();
    expect(screen.getByRole('button', { name: paymentStrings.buy })).toBeTruthy();
  });

  it('leads back to the home of a free course, and to an owned one', async () => {
    await renderAt('', { CoursePayment: home({ price: null, access: 'None' }) });
    expect(screen.getByText(paymentStrings.free)).toBeTruthy();
    expect(screen.getByRole('link', { name: paymentStrings.backToCourse }).getAttribute('href')).toBe(
      '/course/c1',
    );
    cleanup();
    await renderAt('', { CoursePayment: home({ access: 'Paid' }) });
    expect(screen.getByText(paymentStrings.owned)).toBeTruthy();
    expect(screen.getByRole('link', { name: paymentStrings.openCourse }).getAttribute('href')).toBe(
      '/course/c1',
    );
    expect(screen.queryByRole('button', { name: paymentStrings.buy })).toBeNull();
  });

  it('back from paying, waits until the course is Paid, then opens it', async () => {
    const answers = { CoursePayment: home() };
    const seen = await renderAt('?checkout=success', answers);
    expect(screen.getByText(paymentStrings.confirming)).toBeTruthy();
    expect(screen.queryByRole('button', { name: paymentStrings.buy })).toBeNull();
    answers.CoursePayment = home({ access: 'Paid' });
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toBeTruthy(), { timeout: 5000 });
    expect(seen.filter((operation) => operation.operationName === 'CoursePayment').length).toBeGreaterThan(1);
  });
});
