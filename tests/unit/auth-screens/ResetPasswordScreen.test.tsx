// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPIRED_RESET_LINK, UNABLE_TO_CHANGE_PASSWORD } from '../../../src/model/auth';
import { EXPIRED_RESET_REDIRECT_MS, ResetPasswordScreen } from '../../../ui/screens/auth/ResetPasswordScreen';
import { authStrings } from '../../../ui/screens/auth/strings';
import { type FakeSession, fakeSession, makeStores, renderWithStores } from './harness';

const linkAnswer = (expiresAt: number): FakeSession['publicRequest'] =>
  vi.fn(async (method: string) => {
    if (method === 'GET') return { success: true, expiresAt };
    throw new Error('boom');
  });

const renderReset = async (session: FakeSession) =>
  renderWithStores(await makeStores(session), <ResetPasswordScreen />, {
    path: '/reset_password/:token',
    at: '/reset_password/tok123',
  });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const button = () => screen.getByRole('button', { name: authStrings.reset.submit }) as HTMLButtonElement;

describe('ResetPasswordScreen', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('checks the link, then keeps verify valid only while it is a prefix of the password', async () => {
    const session = fakeSession({ publicRequest: linkAnswer(Date.now() + 60_000) });
    await renderReset(session);
    expect(screen.getByText(authStrings.reset.checking)).toBeTruthy();
    await waitFor(() => expect(field(authStrings.reset.newPassword)).toBeTruthy());
    expect(session.publicRequest).toHaveBeenCalledWith('GET', '/auth/resetpassword/tok123');
    expect(button().disabled).toBe(true);

    type(authStrings.reset.newPassword, 'secret');
    type(authStrings.reset.verifyPassword, 'sec');
    expect(field(authStrings.reset.verifyPassword).getAttribute('aria-invalid')).toBeNull();
    expect(button().disabled).toBe(true);

    type(authStrings.reset.verifyPassword, 'sex');
    expect(field(authStrings.reset.verifyPassword).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(authStrings.reset.mismatch)).toBeTruthy();
    expect(button().disabled).toBe(true);

    type(authStrings.reset.verifyPassword, 'secret');
    expect(field(authStrings.reset.verifyPassword).getAttribute('aria-invalid')).toBeNull();
    expect(button().disabled).toBe(false);

    type(authStrings.reset.newPassword, 'secrets');
    expect(button().disabled).toBe(true);
  });

  it("shows the store's error when the change fails", async () => {
    await renderReset(fakeSession({ publicRequest: linkAnswer(Date.now() + 60_000) }));
    await waitFor(() => expect(field(authStrings.reset.newPassword)).toBeTruthy());
    type(authStrings.reset.newPassword, 'secret');
    type(authStrings.reset.verifyPassword, 'secret');
    await act(async () => fireEvent.click(button()));
    await waitFor(() => expect(screen.getByText(UNABLE_TO_CHANGE_PASSWORD)).toBeTruthy());
  });

  it('says an expired link is expired and goes to /login after 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderReset(fakeSession({ publicRequest: linkAnswer(Date.now() - 1) }));
    await act(async () => {});
    expect(screen.getByText(EXPIRED_RESET_LINK)).toBeTruthy();
    expect(EXPIRED_RESET_REDIRECT_MS).toBe(5000);
    act(() => vi.advanceTimersByTime(EXPIRED_RESET_REDIRECT_MS - 1));
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('elsewhere')).toBeTruthy();
  });
});
