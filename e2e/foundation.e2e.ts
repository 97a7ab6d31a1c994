import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { profiles } from '../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { notifyFromAnotherInstance } from './support/another-instance';
import { newPage, screenshot, signIn } from './support/journey';
import type { RunningServer } from './support/server';
import { startJourneys } from './support/environment';

let server: RunningServer;
let browser: Browser;

startJourneys((environment) => ({ server, browser } = environment));

describe('foundation journeys', () => {
  it('sign up, confirm through the local mailbox, sign in, live notification, mark all read, sign out', async () => {
    const { context, page } = await newPage(browser, server);
    const email = `maya.${Date.now()}@example.test`;

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUpButton = page.getByRole('button', { name: 'Sign Up', exact: true });
    await signUpButton.click();
    await expect.poll(() => page.getByText('Please enter your email address.').first().isVisible()).toBe(true);
    await page.getByLabel('Full name').fill('Maya Rossi');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('maya-secret-42');
    await signUpButton.click();
    await expect.poll(() => page.getByText('Check your email').isVisible()).toBe(true);
    await expect.poll(() => page.getByText("We've sent you a confirmation link.").isVisible()).toBe(true);
    // Toasts sit at the bottom right, clear of the header's bell and avatar.
    const toastBox = await page.locator('[data-sonner-toast]').first().boundingBox();
    const headerBox = await page.locator('header').first().boundingBox();
    const viewport = page.viewportSize();
    expect(toastBox && headerBox && viewport).toBeTruthy();
    expect(toastBox!.y).toBeGreaterThan(headerBox!.y + headerBox!.height);
    expect(toastBox!.y + toastBox!.height).toBeGreaterThan(viewport!.height / 2);

    // Before confirming, sign-in is refused and offers to send the confirmation again.
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('maya-secret-42');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
    await expect.poll(() => page.getByText('Confirmation e-mail sent').first().isVisible()).toBe(true);

    // The confirmation link signs Maya in and says the address is confirmed.
    await page.goto('/dev/mailbox');
    await page
      .getByRole('button', { name: /Confirm your e-mail address/ })
      .first()
      .click();
    await page.getByRole('link', { name: /verify-email/ }).click();
    await page.waitForURL((url) => url.pathname === '/email-confirmed');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your e-mail address is confirmed' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText(`You are signed in as ${email}.`).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByTestId('avatar').textContent()).toBe('M');

    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect.poll(() => page.getByText('No notifications yet').isVisible()).toBe(true);
    await screenshot(page, 'bell-empty');

    const [profile] = await server.db.select().from(profiles).where(eq(profiles.email, email));
    await notifyFromAnotherInstance(server, profile!.userId, 'Quote received');
    await expect.poll(() => page.getByText('Quote received').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Just now').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('notification-badge').textContent()).toBe('1');
    await screenshot(page, 'bell-panel');

    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => page.getByTestId('notification-badge').count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.getByTestId('avatar').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByText('You have been signed out successfully.').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Get Started' }).isVisible()).toBe(true);
    await context.close();
  });

  it('admins see the admin links; the 404 page shows its text', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'admin@demo.outcome.local', 'Admin!Demo2026');
    await page.getByTestId('avatar').click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Admin Panel' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('menuitem', { name: 'Admin Reports' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto('/no/such/page');
    await expect.poll(() => page.getByRole('heading', { name: 'Oops! Page not found' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('a client sees no admin links', async () => {
    const { context, page } = await newPage(browser, server);
    await signIn(page, 'client@demo.outcome.local', 'Client!Demo2026');
    await expect.poll(() => page.getByTestId('avatar').textContent()).toBe('S');
    await page.getByTestId('avatar').click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
    await context.close();
  });

  it('shows the error screen when a page fails to load, with Try Again and Refresh Page', async () => {
    const { context, page } = await newPage(browser, server);
    await page.goto('/');
    // The app hydrates after the first paint (decision 027); a click before that is a full page load.
    await page.waitForLoadState('networkidle');
    // The pricing page's code fails to download: the router's error boundary takes over.
    await page.route(/pricing-page-.*\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'Pricing' }).first().click();
    await expect.poll(() => page.getByRole('heading', { name: 'Something went wrong' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('We encountered an unexpected error. Please try refreshing the page.').isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Refresh Page' }).isVisible()).toBe(true);
    await page.unroute(/pricing-page-.*\.js$/);
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: /Starter/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });

  it('pricing shows the four tiers with Growth most popular; a legal page has its parts', async () => {
    const { context, page } = await newPage(browser, server);
    await page.goto('/pricing');
    for (const tier of ['Starter', 'Growth', 'Scale', 'Enterprise']) {
      await expect.poll(() => page.getByRole('heading', { name: tier, exact: true }).isVisible()).toBe(true);
    }
    for (const price of ['£3,950-£6,000', '£6,000-£10,000', '£10,000-£20,000', '£20,000+']) {
      await expect.poll(() => page.getByText(price, { exact: true }).first().isVisible()).toBe(true);
    }
    await expect
      .poll(() =>
        page
          .getByText(/most popular/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await screenshot(page, 'pricing');

    await page.goto('/terms-of-service');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Terms of Service');
    await expect.poll(() => page.getByText(/Last updated:/).isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText('Fees are non-refundable unless stated otherwise in individual service agreements.')
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /legal@/ })
          .first()
          .isVisible(),
      )
      .toBe(true);

    await page.goto('/');
    await screenshot(page, 'home');
    await context.close();
  });

  it('mobile menu opens and closes and shows the e-mail', async () => {
    const { context, page } = await newPage(browser, server, { mobile: true });
    await signIn(page, 'client2@demo.outcome.local', 'Client!Demo2026');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect.poll(() => page.getByText('client2@demo.outcome.local').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Outcomes' }).isVisible())
      .toBe(true);
    await screenshot(page, 'mobile-menu');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(0);

    // Escape closes it too, and focus returns to the menu button.
    await toggle.click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(1);
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Outcomes' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls') ?? null))
      .toBe('mobile-menu');
    await context.close();
  });
});
