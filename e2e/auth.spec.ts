import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import en from '../locales/en.json' with { type: 'json' };
import pt from '../locales/pt.json' with { type: 'json' };
import { ACCOUNT_TEXT } from './texts';
import { expect, mailTo, test } from './fixtures';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'a quiet river at dawn';

/** The texts a shopper reads, per language (locales/*.json). */
const TEXT = {
  pt: {
    ...ACCOUNT_TEXT.pt,
    greeting: (name: string) => `Olá, ${name}`,
    logout: 'Terminar sessão',
    guestTitle: 'Inicie sessão para ver a sua conta',
    profileTitle: 'Dados pessoais',
    catalogue: pt,
    newsletterSubject: /newsletter/i,
  },
  en: {
    ...ACCOUNT_TEXT.en,
    greeting: (name: string) => `Hello, ${name}`,
    logout: 'Sign out',
    guestTitle: 'Sign in to see your account',
    profileTitle: 'Personal details',
    catalogue: en,
    newsletterSubject: /newsletter/i,
  },
} as const;

const uniqueEmail = (tag: string) => `e2e-${tag}-${randomBytes(4).toString('hex')}@example.test`;

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const storedUser = (page: Page) => page.evaluate(() => window.localStorage.getItem('auth.user'));

for (const locale of ['pt', 'en'] as const) {
  const text = TEXT[locale];

  test(`register, accepting the terms and asking for the newsletter → signed in → reload, still signed in → logout → signed out → the newsletter confirmed from the e-mail (${locale})`, async ({ page, expected, request, apiUrl }) => {
    // Two flows in one walk (the account's life, then the newsletter's e-mail): three times the usual time.
    test.slow();
    await page.setViewportSize(DESKTOP);
    // An open race, not what this test is about: the customer's private channel can ask for its authorization
    // across the sign-in's CSRF rotation (419) or the sign-out (403). The live channels retry on their own;
    // the fix belongs to features/realtime (authorize only once the session settled).
    expected.response(/\/broadcasting\/auth$/, 419);
    expected.response(/\/broadcasting\/auth$/, 403);
    expected.console(/broadcasting\/auth answered (419|403)/);
    const email = uniqueEmail(locale);
    await page.goto(text.home);
    await hydrated(page);

    // A guest's account button opens the login dialog; from there, create an account.
    await page.locator('header').getByRole('link', { name: text.account, exact: true }).click();
    const login = page.getByRole('dialog', { name: text.login });
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: text.createAccount }).click();
    const register = page.getByRole('dialog', { name: text.createAccount });
    await expect(register).toBeVisible();
    await register.getByLabel(text.name, { exact: true }).fill('Beatriz');
    await register.getByLabel(text.lastname, { exact: true }).fill('Lopes');
    await register.getByLabel(text.email, { exact: true }).fill(email);
    await register.getByLabel(text.password, { exact: true }).fill(PASSWORD);
    await register.getByLabel(text.confirmation, { exact: true }).fill(PASSWORD);
    // Without the acceptance of the terms and the privacy policy nothing is sent: the box says why.
    const register_ = text.catalogue.auth.register;
    const acceptance = register.getByRole('checkbox', { name: register_.acceptTerms.replace(/[[\]]/g, '') });
    await register.getByRole('button', { name: text.createAccount }).click();
    await expect(acceptance).toHaveAccessibleDescription(text.catalogue.auth.errors.mustAccept);
    await expect(acceptance).toBeFocused();
    await expect(register.getByRole('link', { name: /./ }).first()).toHaveAttribute('href', `${locale === 'pt' ? '' : '/en'}/legal-information/terms-of-service`);
    await acceptance.check();
    await register.getByRole('checkbox', { name: register_.newsletter }).check();
    await register.getByRole('button', { name: text.createAccount }).click();

    // §8: 'Registration successful' followed by automatic login; the dialog closes.
    await expect(page.getByText(text.registered, { exact: true })).toBeVisible();
    await expect(register).toBeHidden();
    await expect(page.locator('[data-part="account-badge"]')).toHaveText('B');
    // The automatic login after registering keeps the new shopper signed in (remember me).
    expect(JSON.parse((await storedUser(page))!)).toMatchObject({ user: { email }, rememberMe: true });

    // A reload restores the session (§4) and the account area greets the shopper.
    await page.reload();
    await hydrated(page);
    await expect(page.locator('[data-part="account-badge"]')).toHaveText('B');
    await page.locator('header').getByRole('link', { name: /./ }).filter({ has: page.locator('[data-part="account-badge"]') }).click();
    await expect(page).toHaveURL(new RegExp(`${locale === 'pt' ? '' : '/en'}/account$`));
    await expect(page.getByText(text.greeting('Beatriz'))).toBeVisible();

    // Logout: back to the language's home, signed out, stored session gone; the account page asks to sign in.
    await page.getByRole('button', { name: text.logout }).click();
    await expect(page).toHaveURL(new RegExp(`${locale === 'pt' ? '/' : '/en'}$`));
    await expect(page.locator('[data-part="account-badge"]')).toHaveCount(0);
    expect(await storedUser(page)).toBeNull();
    await page.goto(`${locale === 'pt' ? '' : '/en'}/account`);
    await hydrated(page);
    await expect(page.getByRole('dialog', { name: text.login })).toBeVisible();
    // Closing the dialog leaves the guest state of the account page, not the account.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: text.guestTitle })).toBeVisible();

    // Double opt-in: the confirmation e-mail's link subscribes, once; the same link again is refused.
    const mail = await mailTo(request, apiUrl, email, text.newsletterSubject);
    const link = /\/(?:en\/)?newsletter\/confirm\/[\w.-]+/.exec(mail)?.[0];
    expect(link, 'the confirmation link in the e-mail').toBeDefined();
    expect(link!.startsWith(locale === 'pt' ? '/newsletter/' : '/en/newsletter/')).toBe(true);
    const newsletter = text.catalogue.account.newsletter;
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: newsletter.subscribedTitle })).toBeVisible();
    expected.response(/\/v1\/newsletter\/confirm$/, 422);
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: newsletter.invalidTitle })).toBeVisible();
  });
}

test('a guest tapping account on a phone gets the login dialog and returns home signed in (§2)', async ({ page, request, apiUrl }) => {
  const email = uniqueEmail('phone');
  const created = await request.post(`${apiUrl}/v1/users/register`, {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, name: 'Carla', lastname: 'Reis', terms_accepted: true },
  });
  expect(created.status()).toBe(201);

  await page.setViewportSize(PHONE);
  await page.goto('/campaigns');
  await hydrated(page);
  const bar = page.getByRole('navigation', { name: 'Navegação rápida' });
  await bar.getByRole('link', { name: TEXT.pt.account }).click();
  const login = page.getByRole('dialog', { name: TEXT.pt.login });
  await expect(login).toBeVisible();
  await login.getByLabel(TEXT.pt.email, { exact: true }).fill(email);
  await login.getByLabel(TEXT.pt.password, { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: TEXT.pt.login }).click();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  // Signed in, the same item now goes to the account area.
  await bar.getByRole('link', { name: TEXT.pt.account }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(TEXT.pt.greeting('Carla'))).toBeVisible();
});

test('a guest opening a guarded account page signs in and returns to it', async ({ page, request, apiUrl }) => {
  const email = uniqueEmail('guard');
  await request.post(`${apiUrl}/v1/users/register`, {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, name: 'Diogo', lastname: 'Matos', terms_accepted: true },
  });
  await page.setViewportSize(DESKTOP);
  await page.goto('/en/account/profile');
  await hydrated(page);
  const login = page.getByRole('dialog', { name: TEXT.en.login });
  await expect(login).toBeVisible();
  await login.getByLabel(TEXT.en.email, { exact: true }).fill(email);
  await login.getByLabel(TEXT.en.password, { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: TEXT.en.login }).click();
  await expect(page).toHaveURL(/\/en\/account\/profile$/);
  await expect(page.getByRole('heading', { name: TEXT.en.profileTitle })).toBeVisible();
  await expect(page.getByLabel(TEXT.en.email, { exact: true }).or(page.getByLabel('E-mail', { exact: true })).first()).toHaveValue(email);
});

test('a wrong password shows the §8 message and keeps the dialog open', async ({ page, request, apiUrl, expected }) => {
  expected.response(/\/login$/, 401);
  const email = uniqueEmail('wrong');
  await request.post(`${apiUrl}/v1/users/register`, {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, name: 'Eva', lastname: 'Pinto', terms_accepted: true },
  });
  await page.setViewportSize(DESKTOP);
  await page.goto('/en');
  await hydrated(page);
  await page.locator('header').getByRole('link', { name: TEXT.en.account, exact: true }).click();
  const login = page.getByRole('dialog', { name: TEXT.en.login });
  await login.getByLabel(TEXT.en.email, { exact: true }).fill(email);
  await login.getByLabel(TEXT.en.password, { exact: true }).fill('not the password at all');
  await login.getByRole('button', { name: TEXT.en.login }).click();
  await expect(page.getByText('Invalid credentials').first()).toBeVisible();
  await expect(login).toBeVisible();
  expect(await storedUser(page)).toBeNull();
});

/** Signs a registered shopper in from a guarded page's login dialog (English texts). */
async function signInFromDialog(page: Page, email: string, password: string) {
  const login = page.getByRole('dialog', { name: TEXT.en.login });
  await expect(login).toBeVisible();
  await login.getByLabel(TEXT.en.email, { exact: true }).fill(email);
  await login.getByLabel(TEXT.en.password, { exact: true }).fill(password);
  await login.getByRole('button', { name: TEXT.en.login }).click();
  await expect(login).toBeHidden();
}

test('forgot password → the e-mail in the outbox → /recovery/{token} → sign in with the new password', async ({ page, request, apiUrl }) => {
  const email = uniqueEmail('reset');
  await request.post(`${apiUrl}/v1/users/register`, {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, name: 'Filipa', lastname: 'Costa', terms_accepted: true },
  });
  await page.setViewportSize(DESKTOP);
  await page.goto('/en');
  await hydrated(page);
  await page.locator('header').getByRole('link', { name: TEXT.en.account, exact: true }).click();
  await page.getByRole('dialog', { name: TEXT.en.login }).getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await forgot.getByLabel('Email', { exact: true }).fill(email);
  await forgot.getByRole('button', { name: 'Send link' }).click();
  await expect(forgot.getByText('Check your inbox')).toBeVisible();

  // The e-mail lands in the outbox (MAIL_VIEWER=on in e2e/global-setup.ts) with the recovery link.
  let link: string | undefined;
  await expect(async () => {
    const outbox = await (await request.get(`${apiUrl}/dev/mail`)).text();
    const row = new RegExp(`${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</td><td><a href="(/dev/mail/[0-9a-f-]+)"`).exec(outbox);
    expect(row).not.toBeNull();
    const message = await (await request.get(`${apiUrl}${row![1]}`)).text();
    link = /https?:\/\/[^\s"<&]+\/recovery\/[^\s"<]+/.exec(message.replaceAll('&amp;', '&'))?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 10_000 });
  const url = new URL(link!);
  expect(url.pathname).toMatch(/^\/en\/recovery\/[^/]+$/);

  await page.goto(url.pathname + url.search);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  const newPassword = 'a brand new morning walk';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.locator('main').getByText('Password changed', { exact: true })).toBeVisible();
  await signInFromDialog(page, email, newPassword);
  await expect(page.locator('[data-part="account-badge"]')).toHaveText('F');
});

test('preferences: choosing English saves it on the account, in the cookie, and shows the page in English; the newsletter waits for its e-mail', async ({ page, request, apiUrl }) => {
  const email = uniqueEmail('prefs');
  await request.post(`${apiUrl}/v1/users/register`, {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, name: 'Gil', lastname: 'Neves', terms_accepted: true },
  });
  await page.setViewportSize(DESKTOP);
  await page.goto('/account/preferences');
  await hydrated(page);
  const login = page.getByRole('dialog', { name: TEXT.pt.login });
  await login.getByLabel(TEXT.pt.email, { exact: true }).fill(email);
  await login.getByLabel(TEXT.pt.password, { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: TEXT.pt.login }).click();
  await expect(page.getByRole('heading', { name: 'Preferências' })).toBeVisible();
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Guardar preferências' }).click();
  await expect(page).toHaveURL(/\/en\/account\/preferences$/);
  await expect(page.getByRole('heading', { name: 'Preferences' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18n_locale')?.value).toBe('en');
  // Asked as the page asks the API: on its own origin, with the session cookie it holds there.
  const me = await page.evaluate(async () => (await fetch('/users/me', { headers: { accept: 'application/json' } })).json());
  // The newsletter turned on here waits for the e-mailed confirmation, as at registration (double opt-in).
  expect(me.data).toMatchObject({ email, locale: 'en', newsletter: false, newsletter_pending: true });
  await expect(page.getByRole('checkbox', { name: TEXT.en.catalogue.account.preferences.newsletter })).toHaveAccessibleDescription(
    TEXT.en.catalogue.account.preferences.newsletterPending,
  );
  expect(await mailTo(request, apiUrl, email, TEXT.en.newsletterSubject)).toMatch(/\/en\/newsletter\/confirm\//);
});

test('a landing with UTM parameters is tracked anonymously and the parameters leave the address bar (§4 Attribution)', async ({ page, request, apiUrl }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/campaigns?utm_source=NewsLetter&utm_medium=email&utm_campaign=inverno-2026');
  await hydrated(page);
  await expect(page).toHaveURL(/\/campaigns$/);
  // No marketing consent here (no tag manager, no banner): the tracking id stays in the session, no cookie (cookie policy).
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'utm_tracking_id')).toBeUndefined();
  const trackingId = await page.evaluate(() => sessionStorage.getItem('utm.trackingId'));
  expect(trackingId).toMatch(/^nuxt_user_\d+_[a-z0-9]+$/);
  const answer = await request.get(`${apiUrl}/v1/utm/attribution?tracking_id=${trackingId}`);
  expect((await answer.json()).data).toMatchObject({
    trackingId,
    utmParams: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'inverno-2026' },
    touchpoints: [{ page: '/campaigns' }],
  });
});
