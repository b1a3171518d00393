import { PRODUCT_NAME } from '@staffwright/contract';

/** Mails about attacks on an account (decision 022); the other templates live in templates.ts. */

/** To the owner after repeated failed sign-ins on their account (at most one an hour). */
export function failedSignInsMail(opts: { username: string; failures: number; appUrl: string }) {
  return {
    subject: `Failed sign-in attempts on your ${PRODUCT_NAME} account`,
    text:
      `Hi ${opts.username},\n\n` +
      `There were ${opts.failures} failed attempts to sign in to your ${PRODUCT_NAME} account within the last hour.\n\n` +
      `If that was you, there is nothing to do. If it wasn't, someone may be guessing your password. ` +
      `We are slowing down sign-ins to your account from devices it has not signed in from before; ` +
      `the browsers you use keep working. To be safe, choose a new password that you use nowhere else:\n\n` +
      `${opts.appUrl}/forgot-password\n\n` +
      `We send this notice at most once an hour.\n\n— ${PRODUCT_NAME}`,
  };
}

/** To the holder of an address someone tried to register again (at most one an hour per address). */
export function signUpAttemptMail(opts: { username: string; email: string; appUrl: string }) {
  return {
    subject: `Someone tried to sign up for ${PRODUCT_NAME} with your email address`,
    text:
      `Hi ${opts.username},\n\n` +
      `Someone just tried to create a new ${PRODUCT_NAME} account with this email address (${opts.email}). ` +
      `Your account already uses it, so no account was created and nothing about yours changed.\n\n` +
      `If that was you: you already have an account. Sign in with it, or choose a new password if you forgot it:\n\n` +
      `${opts.appUrl}/forgot-password\n\n` +
      `If it wasn't you, you can ignore this message.\n\n— ${PRODUCT_NAME}`,
  };
}
