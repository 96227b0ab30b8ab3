import { describe, expect, it } from 'vitest';
import {
  editForgotForm,
  failForgotForm,
  INITIAL_FORGOT_FORM,
  showForgotFailure,
  submitForgotForm,
} from './forgotForm';

describe('forgot-password form', () => {
  it('an invalid submit flags the field and requests nothing', () => {
    const { form, request } = submitForgotForm(editForgotForm(INITIAL_FORGOT_FORM, 'ada'));
    expect(request).toBe(false);
    expect(form).toEqual({ username: 'ada', usernameValid: false, submitted: false });
  });

  it('a valid submit sets submitted and requests the reset with the trimmed name', () => {
    const { form, request } = submitForgotForm(editForgotForm(INITIAL_FORGOT_FORM, ' ada@example.com '));
    expect(request).toBe(true);
    expect(form).toEqual({ username: 'ada@example.com', usernameValid: true, submitted: true });
  });

  it('editing marks the field valid again and clears submitted', () => {
    const failed = failForgotForm(
      submitForgotForm(editForgotForm(INITIAL_FORGOT_FORM, 'ada@example.com')).form,
    );
    expect(failed).toMatchObject({ usernameValid: false, submitted: true });
    expect(editForgotForm(failed, 'ada@example.org')).toEqual({
      username: 'ada@example.org',
      usernameValid: true,
      submitted: false,
    });
  });

  it('the failure message shows only if submitted', () => {
    const submitted = submitForgotForm(editForgotForm(INITIAL_FORGOT_FORM, 'ada@example.com')).form;
    expect(showForgotFailure(submitted, true)).toBe(true);
    expect(showForgotFailure(submitted, false)).toBe(false);
    expect(showForgotFailure(editForgotForm(submitted, 'x'), true)).toBe(false);
  });
});
