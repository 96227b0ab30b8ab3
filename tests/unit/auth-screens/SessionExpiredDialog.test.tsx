// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FORGOT_PASSWORD_LINK,
  type LoginMethod,
  REAUTHENTICATE_PROMPT,
  RELOGIN_BUTTON,
  SCHOOL_GMAIL_HEADING,
  SESSION_EXPIRED_TITLE,
} from '../../../src/model/auth';
import type { FeatureFlags } from '../../../src/model/featureFlags';
import { SessionExpiredDialog } from '../../../ui/dialogs/SessionExpiredDialog';
import { authStrings } from '../../../ui/screens/auth/strings';
import { type FakeSession, fakeSession, makeStores, renderWithStores } from './harness';

const renderLocked = async (
  loginMethod: LoginMethod,
  { session = fakeSession(), flags = {} }: { session?: FakeSession; flags?: Partial<FeatureFlags> } = {},
) => {
  const stores = await makeStores(session, flags);
  stores.auth.dispatch({ type: 'locked', loginMethod });
  renderWithStores(stores, <SessionExpiredDialog />);
  await act(async () => {});
  return stores;
};

const passwordField = () => screen.getByLabelText(authStrings.password) as HTMLInputElement;
const forgotLink = () => screen.getByText(FORGOT_PASSWORD_LINK);

describe('SessionExpiredDialog', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('stays closed unless the session is locked', async () => {
    const stores = await makeStores();
    renderWithStores(stores, <SessionExpiredDialog />);
    await act(async () => {});
    expect(screen.queryByText(SESSION_EXPIRED_TITLE)).toBeNull();
  });

  it('does nothing on an empty password and shows the field in its error state', async () => {
    const session = fakeSession();
    const stores = await renderLocked('password', { session });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText(SESSION_EXPIRED_TITLE)).toBeTruthy();
    expect(screen.getByText(REAUTHENTICATE_PROMPT)).toBeTruthy();
    expect(forgotLink().getAttribute('aria-disabled')).toBe('true');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: RELOGIN_BUTTON })));
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(authStrings.passwordRequired)).toBeTruthy();
    expect(session.publicRequest).not.toHaveBeenCalled();
    expect(stores.auth.state.status).toBe('locked');

    fireEvent.change(passwordField(), { target: { value: 'secret' } });
    expect(passwordField().getAttribute('aria-invalid')).toBeNull();
    expect(forgotLink().getAttribute('aria-disabled')).toBeNull();
    expect(forgotLink().getAttribute('href')).toBe('/forgot');
  });

  it("sends a typed password and shows the store's errors when it is refused", async () => {
    const session = fakeSession({ publicRequest: vi.fn(async () => Promise.reject(new Error('Nope'))) });
    await renderLocked('password', { session });
    fireEvent.change(passwordField(), { target: { value: ' secret ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: RELOGIN_BUTTON })));
    expect(session.publicRequest).toHaveBeenCalledWith('POST', '/auth/unlock', {
      password: 'secret',
      reCaptchaToken: 'human',
    });
    await waitFor(() => expect(screen.getByText('Error: Nope')).toBeTruthy());
  });

  it('offers the school login in a centred 600 by 600 popup, and Google only with its flag', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderLocked('school');
    expect(screen.queryByText(SCHOOL_GMAIL_HEADING)).toBeNull();
    expect(screen.queryByRole('button', { name: authStrings.login.google })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: authStrings.login.school }));
    expect(open).toHaveBeenCalledWith(
      '/a/auth/oauth/ags?popup=1',
      expect.any(String),
      expect.stringContaining('width=600,height=600'),
    );
    cleanup();

    await renderLocked('school', { flags: { 'google-login': true } });
    expect(screen.getByText(SCHOOL_GMAIL_HEADING)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: authStrings.login.google }));
    expect(open).toHaveBeenLastCalledWith(
      '/a/auth/oauth/google?popup=1',
      expect.any(String),
      expect.any(String),
    );
  });
});
