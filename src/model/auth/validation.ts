/** Field rules of the auth screens (spec 1 section 5). Pure: the screens decide when to call them. */

/**
 * A standard address pattern: the HTML living-standard local part and domain labels, plus a dot and a
 * top-level domain of two or more letters, since sign-in names are real e-mail addresses.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,}$/;

/** Checked on the trimmed string, so stray spaces from pasting do not fail it. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

const filled = (value: string) => value.trim().length > 0;

/** Login, registration and reset send trimmed usernames, names and passwords. */
export function trimFields<T extends Record<string, string>>(fields: T): T {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) result[key] = value.trim();
  return result as T;
}

export interface SignInCheck {
  usernameValid: boolean;
  passwordValid: boolean;
  valid: boolean;
}

/** Sign-in: e-mail non-empty and valid; password non-empty. */
export function validateSignIn({ username, password }: { username: string; password: string }): SignInCheck {
  const usernameValid = filled(username) && isValidEmail(username);
  const passwordValid = filled(password);
  return { usernameValid, passwordValid, valid: usernameValid && passwordValid };
}

/** A failed login marks both fields invalid. */
export const FAILED_SIGN_IN_CHECK: SignInCheck = { usernameValid: false, passwordValid: false, valid: false };

export interface ReloginCheck {
  submit: boolean;
  /** Show the password field in its error state. */
  passwordError: boolean;
}

/** Re-login: an empty password shows an error and sends nothing; no human check yet sends nothing either. */
export function checkRelogin({
  password,
  humanCheckReady,
}: {
  password: string;
  humanCheckReady: boolean;
}): ReloginCheck {
  const passwordError = !filled(password);
  return { submit: !passwordError && humanCheckReady, passwordError };
}

export type RegisterField = 'firstName' | 'lastName' | 'password';

/** Register: each of first name, last name and password at least 1 character (on blur and on submit). */
export function isRegisterFieldValid(value: string): boolean {
  return filled(value);
}

export interface RegisterCheck {
  fields: Record<RegisterField, boolean>;
  valid: boolean;
}

export function validateRegister(form: Record<RegisterField, string>): RegisterCheck {
  const fields = {
    firstName: isRegisterFieldValid(form.firstName),
    lastName: isRegisterFieldValid(form.lastName),
    password: isRegisterFieldValid(form.password),
  };
  return { fields, valid: fields.firstName && fields.lastName && fields.password };
}

/** The register button is enabled only with the terms box ticked. */
export function canSubmitRegister(termsAccepted: boolean): boolean {
  return termsAccepted;
}

/** Register tickboxes start as: terms unticked, newsletter ticked. */
export const REGISTER_DEFAULTS = { termsAccepted: false, newsletterConsent: true } as const;

/** Forgot password: non-empty and a valid e-mail, otherwise invalid and no request. */
export function isForgotUsernameValid(username: string): boolean {
  return filled(username) && isValidEmail(username);
}

export interface ResetCheck {
  passwordValid: boolean;
  verifyValid: boolean;
  /** The button stays disabled until the two match. */
  canSubmit: boolean;
}

/** Reset on submit: password non-empty; verify non-empty and equal to it. */
export function validateReset({ password, verify }: { password: string; verify: string }): ResetCheck {
  const passwordValid = filled(password);
  const verifyValid = filled(verify) && verify === password;
  return { passwordValid, verifyValid, canSubmit: passwordValid && verifyValid };
}

/** While typing, verify is valid as long as it is a prefix of the password (so far, so right). */
export function isVerifyValidWhileTyping(password: string, verify: string): boolean {
  return password.startsWith(verify);
}

/** Sign-up: Next is enabled only for a valid e-mail. */
export function canSubmitSignUp(email: string): boolean {
  return isValidEmail(email);
}
