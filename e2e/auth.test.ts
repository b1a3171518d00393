import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { registerVerified, startE2E, uniqueAccount, type E2E } from './harness.ts';
import { mailCount, nthMailLink, pathOf, shot, signIn, toastWith, waitForPath } from './helpers.ts';
import { expectAccessible } from './a11y.ts';

let e: E2E;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => e?.close());
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  e.assertNoConsoleErrors();
});

async function open(opts?: Parameters<E2E['newPage']>[0]): Promise<Page> {
  const { context, page } = await e.newPage(opts);
  contexts.push(context);
  return page;
}

const VERIFY_SUBJECT = /Verify your email/;
const RESET_SUBJECT = /Reset your .* password/;

/** The message shown under a field, found through the input's aria-describedby. */
async function fieldError(page: Page, label: string): Promise<string | null> {
  const input = page.getByLabel(label, { exact: true });
  const invalid = await input.getAttribute('aria-invalid');
  const describedBy = await input.getAttribute('aria-describedby');
  if (!describedBy) {
    expect(invalid).toBeNull();
    return null;
  }
  expect(invalid).toBe('true');
  return page.locator(`[id="${describedBy}"]`).textContent();
}

describe('registration, verification and sign-in', () => {
  it('registers, shows the verification gate, resends, signs out, verifies by mail and signs in', async () => {
    const page = await open();
    const acct = uniqueAccount('reg');
    await page.goto('/auth?mode=register');
    await page.getByLabel('Username').fill(acct.username);
    await page.getByLabel('Email').fill(acct.email);
    await page.getByLabel('Password').fill(acct.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    // Registration goes to /onboarding, where the unverified user sees the verify-email screen in place.
    await waitForPath(page, '/onboarding');
    await expect.poll(() => toastWith(page, 'Welcome!', 'Your account has been created successfully.').count()).toBe(1);
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    expect(await page.getByText(`We've sent a verification email to ${acct.email}`).count()).toBe(1);
    expect(mailCount(e, acct.email, VERIFY_SUBJECT)).toBe(1);
    await expectAccessible(page, 'verify-gate-1280-light');
    await shot(page, 'verify-gate-1280-light');

    // Resend: a success toast and a second mail.
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await toastWith(page, 'Verification email sent. Please check your inbox.').waitFor();
    const link = await nthMailLink(e, acct.email, VERIFY_SUBJECT, 2, '/verify-email');

    // Sign out from the gate.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await waitForPath(page, '/auth?mode=login');
    await toastWith(page, 'Logged out', 'You have been logged out successfully.').waitFor();
    expect(await page.evaluate(async () => (await fetch('/api/user')).status)).toBe(401);

    // The mailed link, opened while signed out, verifies (one request) and sends the user to sign in.
    let verifyCalls = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/verify-email') verifyCalls += 1;
    });
    await page.goto(link);
    await waitForPath(page, '/auth?mode=login');
    await toastWith(page, 'Email verified').waitFor();
    expect(verifyCalls).toBe(1);

    await page.getByLabel('Username').fill(acct.username);
    await page.getByLabel('Password').fill(acct.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/dashboard');
    await toastWith(page, 'Welcome back!', 'You have successfully logged in.').waitFor();
    const user = await page.evaluate(async () => (await fetch('/api/user')).json());
    expect(user).toMatchObject({ username: acct.username, emailVerified: true });
    expect(await page.getByRole('heading', { name: 'Verify your email' }).count()).toBe(0);

    // A used link says so, and a signed-in, verified user can continue.
    await page.goto(link);
    await page.getByText('This link is invalid or has expired. Please request a new one.').waitFor();
    expect(await page.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/onboarding');
  });

  it('verifies through the mailed link while signed in and lands on /onboarding', async () => {
    const page = await open();
    const acct = await registerVerified(e, page);
    expect(pathOf(page)).toBe('/onboarding');
    expect(await page.getByRole('heading', { name: 'Verify your email' }).count()).toBe(0);
    const user = await page.evaluate(async () => (await fetch('/api/user')).json());
    expect(user).toMatchObject({ username: acct.username, emailVerified: true });

    // A verified user who opens /verify-email is sent on to /onboarding.
    await page.goto('/verify-email');
    await waitForPath(page, '/onboarding');
  });

  it('sends a visitor without a token from /verify-email to /auth', async () => {
    const page = await open();
    await page.goto('/verify-email');
    await waitForPath(page, '/auth');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  });

  it('shows "Login failed" for a wrong password and stays on the form', async () => {
    const page = await open();
    const acct = uniqueAccount('bad');
    // An account exists; the password is wrong.
    await page.goto('/');
    const status = await page.evaluate(async (a) => {
      const r = await fetch('/api/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(a) });
      await fetch('/api/logout', { method: 'POST' });
      return r.status;
    }, acct);
    expect(status).toBe(201);
    await signIn(page, { username: acct.username, password: 'not-the-password' });
    await toastWith(page, 'Login failed', 'Invalid username or password').waitFor();
    await expectAccessible(page, 'login-failed-toast-1280-light');
    await shot(page, 'login-failed-toast-1280-light');
    expect(pathOf(page)).toBe('/auth?mode=login');
    expect(await page.getByRole('heading', { name: 'Sign In' }).count()).toBe(1);
  });

  it('shows a spinner in the submit button while signing in', async () => {
    const page = await open();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth');
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Password').fill('whatever-password');
    const submit = page.locator('form button[type=submit]');
    await submit.click();
    await expect.poll(() => submit.getAttribute('aria-busy')).toBe('true');
    expect(await submit.isDisabled()).toBe(true);
    expect(await submit.getByRole('status').count()).toBe(1);
    release();
    await toastWith(page, 'Login failed').waitFor();
    // The error toast is raised before the mutation leaves its pending state.
    await expect.poll(() => submit.getAttribute('aria-busy')).toBeNull();
    expect(await submit.isDisabled()).toBe(false);
    expect(await submit.getByRole('status').count()).toBe(0);
  });
});

describe('auth form validation (SPEC §5)', () => {
  it('sign-in: messages appear on submit, not before, and re-validate on change', async () => {
    const page = await open();
    await page.goto('/auth?mode=login');
    await page.getByLabel('Username').fill('a');
    // Validation runs on submit: typing alone shows nothing.
    expect(await fieldError(page, 'Username')).toBeNull();

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => fieldError(page, 'Username')).toBe('Username must be at least 2 characters');
    await expect.poll(() => fieldError(page, 'Password')).toBe('Password must be at least 6 characters');
    expect(pathOf(page)).toBe('/auth?mode=login');

    // After a submit, each change re-validates.
    await page.getByLabel('Username').pressSequentially('b');
    await expect.poll(() => fieldError(page, 'Username')).toBeNull();
    await page.getByLabel('Password').fill('12345');
    await expect.poll(() => fieldError(page, 'Password')).toBe('Password must be at least 6 characters');
    await page.getByLabel('Password').pressSequentially('6');
    await expect.poll(() => fieldError(page, 'Password')).toBeNull();
    await page.getByLabel('Username').fill('');
    await expect.poll(() => fieldError(page, 'Username')).toBe('Username must be at least 2 characters');
  });

  it('registration: username, email and password messages, then re-validation on change', async () => {
    const page = await open();
    await page.goto('/auth?mode=register');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => fieldError(page, 'Username')).toBe('Username must be at least 2 characters');
    await expect.poll(() => fieldError(page, 'Email')).toBe('Invalid email format');
    await expect.poll(() => fieldError(page, 'Password')).toBe('Password must be at least 6 characters');
    // The first invalid field receives focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('register-username');

    await page.getByLabel('Email').fill('someone@example.test');
    await expect.poll(() => fieldError(page, 'Email')).toBeNull();
    await page.getByLabel('Email').fill('someone@');
    await expect.poll(() => fieldError(page, 'Email')).toBe('Invalid email format');
    await page.getByLabel('Username').fill('ok');
    await expect.poll(() => fieldError(page, 'Username')).toBeNull();
    await page.getByLabel('Password').fill('long-enough');
    await expect.poll(() => fieldError(page, 'Password')).toBeNull();
    await page.getByLabel('Email').fill('x');
    await expectAccessible(page, 'register-errors-1280-light');
    await shot(page, 'register-errors-1280-light');
    expect(pathOf(page)).toBe('/auth?mode=register');
  });
});

describe('auth screen modes', () => {
  it('shows the SPEC texts and rewrites the address when toggled', async () => {
    const page = await open();
    await page.goto('/auth');
    const main = page.getByRole('main');
    await main.getByText('Welcome back! Sign in to your account').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign In');
    expect(await main.getByText('Enter your credentials to access your account').count()).toBe(1);
    expect(await main.getByText("Don't have an account? Sign up").count()).toBe(1);
    expect(await page.getByLabel('Email').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(await page.getByRole('link', { name: 'Staffwright' }).getAttribute('href')).toBe('/');

    await page.getByRole('link', { name: 'Sign up' }).click();
    await waitForPath(page, '/auth?mode=register');
    await main.getByText('Create an account to get started').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create Account');
    expect(await main.getByText('Fill in your details to create a new account').count()).toBe(1);
    expect(await main.getByText('Already have an account? Sign in').count()).toBe(1);
    expect(await page.getByLabel('Email').count()).toBe(1);

    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await waitForPath(page, '/auth?mode=login');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign In');

    // Any mode other than register is sign-in.
    await page.goto('/auth?mode=something');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();

    await page.getByRole('link', { name: 'Staffwright' }).click();
    await waitForPath(page, '/');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Build Your AI Workforce with' }).waitFor();
  });
});

describe('auth page load', () => {
  it('preloads the auth screen and reports no CSP violation (zod runs without its eval probe)', async () => {
    const page = await open();
    await page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (ev) => w.__cspViolations.push(`${ev.violatedDirective} ${ev.sourceFile}`));
    });
    const html = await (await page.goto('/auth'))!.text();
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/auth-page-[\w-]+\.js">/);
    // The landing screen is not what /auth needs.
    expect(html).not.toMatch(/landing-page-/);
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    // Type into the form so zod's schemas parse something.
    await page.getByLabel('Username').fill('x');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // The messages prove zod has loaded and parsed the form before violations are read.
    await expect.poll(() => fieldError(page, 'Username')).toBe('Username must be at least 2 characters');
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  });
});

describe('password reset', () => {
  it('forgot password → mail → new password → signs in with it', async () => {
    const page = await open();
    const acct = await registerVerified(e, page);
    await page.evaluate(() => fetch('/api/logout', { method: 'POST' }));

    await page.goto('/auth?mode=login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    expect(await page.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/auth?mode=login');

    await page.getByLabel('Email').fill('nope');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect.poll(() => fieldError(page, 'Email')).toBe('Invalid email address');
    await page.getByLabel('Email').fill(acct.email);
    await expect.poll(() => fieldError(page, 'Email')).toBeNull();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await toastWith(page, 'Check your email', "We've sent you a link to reset your password.").waitFor();
    await waitForPath(page, '/auth?mode=login');

    const link = await nthMailLink(e, acct.email, RESET_SUBJECT, 1, '/reset-password');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pasz');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => fieldError(page, 'Confirm new password')).toBe('Passwords do not match');
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await expect.poll(() => fieldError(page, 'Confirm new password')).toBeNull();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await toastWith(page, 'Password reset').waitFor();
    await waitForPath(page, '/auth?mode=login');

    // The old password no longer works; the new one does.
    await signIn(page, { username: acct.username, password: acct.password });
    await toastWith(page, 'Login failed').waitFor();
    await signIn(page, { username: acct.username, password: 'brand-new-pass' });
    await waitForPath(page, '/dashboard');

    // The link works once.
    await page.evaluate(() => fetch('/api/logout', { method: 'POST' }));
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-pass');
    await page.getByLabel('Confirm new password').fill('another-pass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('This link is invalid or has expired. Please request a new one.').waitFor();
    expect(await page.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('explains a reset page opened without a token', async () => {
    const page = await open();
    await page.goto('/reset-password');
    await page.getByRole('heading', { name: 'Reset link not valid' }).waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await waitForPath(page, '/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
  });
});
