/** The forgot-password form of spec 1 sections 3 and 4: editing, submitting, showing the failure. */
import { isForgotUsernameValid } from './validation';

export interface ForgotPasswordForm {
  username: string;
  usernameValid: boolean;
  submitted: boolean;
}

export const INITIAL_FORGOT_FORM: ForgotPasswordForm = {
  username: '',
  usernameValid: true,
  submitted: false,
};

/** Editing marks the field valid again and clears submitted, so an old failure disappears. */
export function editForgotForm(form: ForgotPasswordForm, username: string): ForgotPasswordForm {
  return { ...form, username, usernameValid: true, submitted: false };
}

/** A valid submit sets submitted and asks for the reset; an invalid one only flags the field. */
export function submitForgotForm(form: ForgotPasswordForm): { form: ForgotPasswordForm; request: boolean } {
  if (!isForgotUsernameValid(form.username))
    return { form: { ...form, usernameValid: false }, request: false };
  return {
    form: { ...form, username: form.username.trim(), usernameValid: true, submitted: true },
    request: true,
  };
}

/** The failure message shows only after a submit. */
export function showForgotFailure(form: ForgotPasswordForm, requestFailed: boolean): boolean {
  return form.submitted && requestFailed;
}

/** The reset request failed after a submit: the field is flagged invalid beside the red message. */
export function failForgotForm(form: ForgotPasswordForm): ForgotPasswordForm {
  return { ...form, usernameValid: false };
}
