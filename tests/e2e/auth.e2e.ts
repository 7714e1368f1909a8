// Browser tests of signing in and out: validation messages, toasts, session storage, start-up token and keyboard use.
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { expectToast, newAccount, registerViaApi, seedSession, storedSession, textOf } from './support/app';
import { describeInBrowser } from './support/browser';
import { usePages } from './support/pages';

const baseUrl = inject('baseUrl');

describeInBrowser('sign-in forms', () => {
  const pages = usePages(baseUrl);

  async function home(viewport: 'desktop' | 'phone' = 'desktop'): Promise<Page> {
    const current = await pages.open(viewport);
    await current.page.goto('/');
    await current.page.getByRole('tab', { name: 'Log In' }).waitFor();
    return current.page;
  }

  async function fieldError(page: Page, id: string): Promise<string> {
    const error = page.locator(`#${id}-error`);
    await error.waitFor();
    return await textOf(error);
  }

  it('opens on the Log In tab with every field, label and link', async () => {
    const page = await home();
    expect(await page.getByRole('tab', { name: 'Log In' }).getAttribute('aria-selected')).toBe('true');
    await page.getByLabel('Email').waitFor();
    await page.getByLabel('Password', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(await page.getByText("Don't have an account?").isVisible()).toBe(true);
    const privacy = page.getByRole('link', { name: 'Privacy Policy' }).first();
    expect(await privacy.getAttribute('href')).toBe('/privacy-policy');
    expect(await privacy.getAttribute('target')).toBe('_blank');
    expect(await privacy.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.getByText('By signing in, you agree to our').isVisible()).toBe(true);
    // Google is not configured on the test server: no divider, no link.
    expect(await page.getByText('Or continue with').count()).toBe(0);
    expect(await page.locator('a[href="/api/auth/google"]').count()).toBe(0);
  });

  it('shows the Google link and divider when the server offers Google sign-in', async () => {
    const current = await pages.open();
    const { page } = current;
    await page.route('**/api/config', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ googleEnabled: true }),
      }),
    );
    await page.goto('/');
    const google = page.locator('a[href="/api/auth/google"]');
    await google.waitFor();
    expect(await page.getByText('Or continue with').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('button', { name: 'Sign Up' }).waitFor();
    expect(await page.locator('a[href="/api/auth/google"]').isVisible()).toBe(true);
  });

  it('switches between the forms with the Sign up and Log in links', async () => {
    const page = await home();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('button', { name: 'Sign Up' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('Already have an account?').isVisible()).toBe(true);
    expect(await page.getByText('By signing up, you agree to our').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor();
  });

  it('shows each Log In validation message under its field', async () => {
    const page = await home();
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    expect(await fieldError(page, 'login-email')).toBe('Please enter a valid email address');
    expect(await fieldError(page, 'login-password')).toBe('Password is required');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('anything');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    expect(await fieldError(page, 'login-email')).toBe('Please enter a valid email address');
    expect(await page.locator('#login-password-error').count()).toBe(0);
  });

  it('shows each Register validation message under its field', async () => {
    const page = await home();
    await page.getByRole('tab', { name: 'Register' }).click();
    const submit = page.getByRole('button', { name: 'Sign Up' });

    await submit.click();
    expect(await fieldError(page, 'register-username')).toBe('Username must be at least 3 characters');
    expect(await fieldError(page, 'register-email')).toBe('Please enter a valid email address');
    expect(await fieldError(page, 'register-password')).toBe('Password must be at least 8 characters');
    expect(await fieldError(page, 'register-confirm-password')).toBe('Please confirm your password');

    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('wizard@tower');
    await page.getByLabel('Password', { exact: true }).fill('lowercase1');
    await submit.click();
    expect(await fieldError(page, 'register-username')).toBe('Username must be at least 3 characters');
    expect(await fieldError(page, 'register-email')).toBe('Please enter a valid email address');
    expect(await fieldError(page, 'register-password')).toBe(
      'Password must contain at least one uppercase letter',
    );

    await page.getByLabel('Password', { exact: true }).fill('Uppercase');
    await submit.click();
    expect(await fieldError(page, 'register-password')).toBe('Password must contain at least one number');

    await page.getByLabel('Username').fill('Merlin');
    await page.getByLabel('Email').fill('merlin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Excalibur9');
    await page.getByLabel('Confirm Password').fill('Excalibur8');
    await submit.click();
    expect(await fieldError(page, 'register-confirm-password')).toBe('Passwords do not match');
    expect(await page.locator('#register-username-error').count()).toBe(0);
    expect(await page.locator('#register-password-error').count()).toBe(0);
  });

  it('registers a new account, greets it and reloads into the signed-in home', async () => {
    const page = await home();
    const account = newAccount('Ranger');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expectToast(
      page,
      'Registration Successful',
      `Welcome, ${account.username}! Your account has been created successfully.`,
    );
    // A new account is greeted, not welcomed back (a returning sign-in is, below).
    await page.getByRole('heading', { name: `Welcome, ${account.username}` }).waitFor();
    const stored = await storedSession(page);
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.user ?? '{}').username).toBe(account.username);
  });

  it('refuses a second account with the same e-mail with a Registration Failed toast', async () => {
    const taken = newAccount('Twin');
    await registerViaApi(baseUrl, taken);
    const page = await home();
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username').fill('OtherTwin');
    await page.getByLabel('Email').fill(taken.email);
    await page.getByLabel('Password', { exact: true }).fill(taken.password);
    await page.getByLabel('Confirm Password').fill(taken.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const text = await expectToast(page, 'Registration Failed');
    expect(text).not.toContain('Registration Successful');
    expect((await storedSession(page)).token).toBeNull();
  });

  it('shows Login Failed with the server message for a wrong password', async () => {
    const account = newAccount('Rogue');
    await registerViaApi(baseUrl, account);
    const page = await home();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expectToast(page, 'Login Failed', 'Invalid email or password');
    // The form is usable again and nothing was stored.
    expect(await page.getByRole('button', { name: 'Log In', exact: true }).isEnabled()).toBe(true);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  it('logs in, shows Login Successful and keeps the session in localStorage', async () => {
    const account = newAccount('Cleric');
    await registerViaApi(baseUrl, account);
    const page = await home();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expectToast(page, 'Login Successful', `Welcome back, ${account.username}!`);
    await page.getByRole('link', { name: /NPC Generator/ }).waitFor();
    const stored = await storedSession(page);
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({
      username: account.username,
      email: account.email,
    });
  });

  it('signs in with the keyboard alone (Tab to the fields, Enter to submit)', async () => {
    const account = newAccount('Monk');
    await registerViaApi(baseUrl, account);
    const page = await home();
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');

    for (let i = 0; i < 12 && (await focusedId()) !== 'login-email'; i++) await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('login-email');
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    expect(await focusedId()).toBe('login-password');
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Login Successful', `Welcome back, ${account.username}!`);
    await page.getByRole('heading', { name: new RegExp(`Welcome back, ${account.username}`) }).waitFor();
    // The form that held focus is gone: focus is on the new page's heading, not on the page's body.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName ?? ''), { timeout: 5000 })
      .toBe('H1');
  });

  it('logs out from the account menu: toast, home, and an empty localStorage', async () => {
    const auth = await registerViaApi(baseUrl, newAccount('Paladin'));
    const current = await pages.open();
    const { page, context } = current;
    await seedSession(context, auth);
    await page.goto('/town-gallery');
    await page.getByRole('heading', { level: 1, name: 'Town Gallery', exact: true }).waitFor();

    await page
      .getByRole('button', { name: /Account menu/ })
      .first()
      .click();
    const menu = page.getByRole('menu');
    expect(await menu.getByText(auth.user.username).first().isVisible()).toBe(true);
    expect(await menu.getByText('Credits').isVisible()).toBe(true);
    expect(await textOf(page.getByTestId('account-credits'))).toBe(String(auth.user.credits));
    await menu.getByRole('menuitem', { name: 'Logout' }).click();

    await expectToast(page, 'Logged Out', 'You have been successfully logged out.');
    await page.getByRole('tab', { name: 'Log In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    // The server forgot the session too.
    const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${auth.token}` } });
    expect(me.status).toBe(401);
  });

  it('takes a token from the address, removes it, and greets the user after Google sign-in', async () => {
    const auth = await registerViaApi(baseUrl, newAccount('Druid'));
    const current = await pages.open();
    const { page } = current;
    await page.goto(`/?token=${encodeURIComponent(auth.token)}&auth=success`);
    await expectToast(page, 'Successfully logged in!');
    await page.getByRole('heading', { name: new RegExp(`Welcome back, ${auth.user.username}`) }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    const stored = await storedSession(page);
    expect(stored.token).toBe(auth.token);
    expect(JSON.parse(stored.user ?? '{}').username).toBe(auth.user.username);
  });

  it('warns when the Google sign-in came back with an error, and cleans the address', async () => {
    const current = await pages.open();
    const { page } = current;
    await page.goto('/?auth=error');
    await expectToast(page, 'Authentication failed', 'Failed to authenticate with Google. Please try again.');
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('tab', { name: 'Log In' }).waitFor();
  });

  it('opens the page a signed-out visitor asked for once they sign in', async () => {
    const account = newAccount('Pilgrim');
    await registerViaApi(baseUrl, account);
    const { page } = await pages.open();
    await page.goto('/faction-gallery?size=large');
    await expectToast(page, 'Authentication Required');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Faction Gallery' }).waitFor();
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe('/faction-gallery?size=large');
    // Once: the home page is the home page again.
    await page.goto('/');
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('signs out locally when the stored token is no longer valid', async () => {
    const current = await pages.open();
    const { page, context } = current;
    await seedSession(context, {
      token: 'revoked-token',
      user: { id: 999, username: 'Ghost', email: 'ghost@example.com', credits: 3 },
    });
    // The guard refreshes the user; the 401 answer ends the stale session and the guard sends them home.
    await page.goto('/npc-gallery');
    await expectToast(page, 'Authentication Required');
    await page.getByRole('tab', { name: 'Log In' }).waitFor();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    // 'Error refreshing user data:' is logged on purpose, and only that.
    expect(current.errors.every((e) => e.includes('Error refreshing user data:'))).toBe(true);
    current.errors.splice(0);
  });
});
