// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMAIL_SENT_EXPIRY_NOTE,
  EMAIL_SENT_TEXT,
  EMAIL_SENT_TITLE,
  UNABLE_TO_RESET_PASSWORD,
} from '../../../src/model/auth';
import { ForgotScreen } from '../../../ui/screens/auth/ForgotScreen';
import { authStrings } from '../../../ui/screens/auth/strings';
import { fakeSession, makeStores, renderWithStores } from './harness';

const emailField = () => screen.getByLabelText(authStrings.email) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: authStrings.forgot.submit }));
const type = (value: string) => fireEvent.change(emailField(), { target: { value } });

describe('ForgotScreen', () => {
  afterEach(cleanup);

  it('flags an invalid e-mail without a request, and editing marks it valid again', async () => {
    const session = fakeSession();
    renderWithStores(await makeStores(session), <ForgotScreen />);
    expect(emailField().name).toBe('username');
    expect(screen.getByText(authStrings.forgot.note)).toBeTruthy();

    type('not-an-email');
    submit();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(authStrings.emailInvalid)).toBeTruthy();

    type('');
    submit();
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(session.publicRequest).not.toHaveBeenCalled();

    type('a');
    expect(emailField().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the red failure and flags the field when the request fails after a submit', async () => {
    const session = fakeSession({ publicRequest: vi.fn(async () => Promise.reject(new Error('boom'))) });
    renderWithStores(await makeStores(session), <ForgotScreen />);
    type(' someone@example.com ');
    await act(async () => submit());
    await waitFor(() => expect(screen.getByText(UNABLE_TO_RESET_PASSWORD)).toBeTruthy());
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(session.publicRequest).toHaveBeenCalledWith('POST', '/auth/resetpasswordlink', {
      username: 'someone@example.com',
    });

    // Editing clears submitted, so the failure goes away and the field is valid again.
    type('someone@example.co');
    expect(screen.queryByText(UNABLE_TO_RESET_PASSWORD)).toBeNull();
    expect(emailField().getAttribute('aria-invalid')).toBeNull();
  });

  it('says the e-mail was sent and that its link expires in 30 minutes', async () => {
    renderWithStores(await makeStores(), <ForgotScreen />);
    type('someone@example.com');
    await act(async () => submit());
    await waitFor(() => expect(screen.getByText(EMAIL_SENT_TITLE)).toBeTruthy());
    expect(screen.getByText(EMAIL_SENT_TEXT)).toBeTruthy();
    expect(screen.getByText(EMAIL_SENT_EXPIRY_NOTE)).toBeTruthy();
    expect(screen.getByRole('link', { name: authStrings.forgot.backToLogin }).getAttribute('href')).toBe(
      '/login',
    );
  });
});
