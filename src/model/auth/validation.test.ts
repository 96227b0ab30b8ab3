import { describe, expect, it } from 'vitest';
import {
  canSubmitRegister,
  canSubmitSignUp,
  checkRelogin,
  FAILED_SIGN_IN_CHECK,
  isForgotUsernameValid,
  isRegisterFieldValid,
  isValidEmail,
  isVerifyValidWhileTyping,
  REGISTER_DEFAULTS,
  trimFields,
  validateRegister,
  validateReset,
  validateSignIn,
} from './validation';

describe('isValidEmail', () => {
  it.each([
    'ada@example.com',
    'a.b+tag@sub.example.co.nz',
    '  ada@example.com  ',
    "o'brien@example.org",
    'x_y-z@ex-ample.io',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@@example.com',
    'a da@example.com',
    'ada@example.c',
    'ada@-example.com',
    'ada@example..com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('trimFields', () => {
  it('trims usernames, names and passwords', () => {
    expect(trimFields({ username: ' ada@example.com ', password: ' secret\n' })).toEqual({
      username: 'ada@example.com',
      password: 'secret',
    });
  });
});

describe('sign-in', () => {
  it('needs a non-empty valid e-mail and a non-empty password', () => {
    expect(validateSignIn({ username: 'ada@example.com', password: 'pw' })).toEqual({
      usernameValid: true,
      passwordValid: true,
      valid: true,
    });
    expect(validateSignIn({ username: '', password: 'pw' })).toMatchObject({
      usernameValid: false,
      valid: false,
    });
    expect(validateSignIn({ username: 'ada', password: 'pw' })).toMatchObject({
      usernameValid: false,
      valid: false,
    });
    expect(validateSignIn({ username: 'ada@example.com', password: '' })).toMatchObject({
      passwordValid: false,
      valid: false,
    });
    expect(validateSignIn({ username: 'ada@example.com', password: '   ' })).toMatchObject({
      passwordValid: false,
    });
  });

  it('a failed login marks both fields invalid', () => {
    expect(FAILED_SIGN_IN_CHECK).toEqual({ usernameValid: false, passwordValid: false, valid: false });
  });
});

describe('re-login', () => {
  it('an empty password does nothing and shows an error', () => {
    expect(checkRelogin({ password: '', humanCheckReady: true })).toEqual({
      submit: false,
      passwordError: true,
    });
    expect(checkRelogin({ password: '  ', humanCheckReady: true })).toEqual({
      submit: false,
      passwordError: true,
    });
  });

  it('does nothing while the human check is not ready', () => {
    expect(checkRelogin({ password: 'pw', humanCheckReady: false })).toEqual({
      submit: false,
      passwordError: false,
    });
  });

  it('submits with a password and a ready human check', () => {
    expect(checkRelogin({ password: 'pw', humanCheckReady: true })).toEqual({
      submit: true,
      passwordError: false,
    });
  });
});

describe('register', () => {
  it('each field needs at least 1 character', () => {
    expect(isRegisterFieldValid('A')).toBe(true);
    expect(isRegisterFieldValid('')).toBe(false);
    expect(isRegisterFieldValid('  ')).toBe(false);
  });

  it('validates first name, last name and password together', () => {
    expect(validateRegister({ firstName: 'Ada', lastName: 'L', password: 'p' })).toEqual({
      fields: { firstName: true, lastName: true, password: true },
      valid: true,
    });
    expect(validateRegister({ firstName: '', lastName: 'L', password: '' })).toEqual({
      fields: { firstName: false, lastName: true, password: false },
      valid: false,
    });
  });

  it('the button needs the terms box ticked; newsletter starts ticked', () => {
    expect(canSubmitRegister(true)).toBe(true);
    expect(canSubmitRegister(false)).toBe(false);
    expect(REGISTER_DEFAULTS).toEqual({ termsAccepted: false, newsletterConsent: true });
  });
});

describe('forgot password', () => {
  it('needs a non-empty valid e-mail', () => {
    expect(isForgotUsernameValid('ada@example.com')).toBe(true);
    expect(isForgotUsernameValid(' ada@example.com ')).toBe(true);
    expect(isForgotUsernameValid('')).toBe(false);
    expect(isForgotUsernameValid('ada')).toBe(false);
  });
});

describe('reset password', () => {
  it('password non-empty; verify non-empty and equal; the button waits for a match', () => {
    expect(validateReset({ password: 'secret', verify: 'secret' })).toEqual({
      passwordValid: true,
      verifyValid: true,
      canSubmit: true,
    });
    expect(validateReset({ password: 'secret', verify: 'secre' })).toEqual({
      passwordValid: true,
      verifyValid: false,
      canSubmit: false,
    });
    expect(validateReset({ password: '', verify: '' })).toEqual({
      passwordValid: false,
      verifyValid: false,
      canSubmit: false,
    });
    expect(validateReset({ password: 'secret', verify: '' })).toMatchObject({
      verifyValid: false,
      canSubmit: false,
    });
  });

  it('while typing, verify is valid only as a prefix of the password', () => {
    expect(isVerifyValidWhileTyping('secret', '')).toBe(true);
    expect(isVerifyValidWhileTyping('secret', 'sec')).toBe(true);
    expect(isVerifyValidWhileTyping('secret', 'secret')).toBe(true);
    expect(isVerifyValidWhileTyping('secret', 'sex')).toBe(false);
    expect(isVerifyValidWhileTyping('secret', 'secrets')).toBe(false);
  });
});

describe('sign-up', () => {
  it('Next is enabled only for a valid e-mail', () => {
    expect(canSubmitSignUp('ada@example.com')).toBe(true);
    expect(canSubmitSignUp('ada@')).toBe(false);
    expect(canSubmitSignUp('')).toBe(false);
  });
});
