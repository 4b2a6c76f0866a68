import { expect, test } from '../support/test';
import { linkIn, waitForMail } from '../support/mail';
import { newUser, openAccountMenu, register } from '../support/session';

test('a password is reset through the link in the email, and the link works once', async ({
  page,
  context,
  isMobile,
}) => {
  const user = newUser(test.info(), 'Quinn');
  await register(page, user);
  await context.clearCookies();

  await page.goto('/password/resetform');
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(
      'If an account exists for that email address, we have sent a link to reset your password.',
    ),
  ).toBeVisible();

  const mail = await waitForMail(user.email, 'Reset your Mealbox password');
  expect(mail.subject).toBe('Reset your Mealbox password');
  const link = linkIn(mail, '/password/reset/');
  expect(mail.html).toContain(link.replace(/&/g, '&amp;'));

  const newPassword = `${user.password}-new`;
  await page.goto(link);
  await expect(page.getByLabel('Email Address')).toHaveValue(user.email);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const menu = await openAccountMenu(page, isMobile);
  await expect(
    menu.getByText(isMobile ? `Hi, ${user.firstName}` : `${user.firstName} ${user.lastName}`),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // The same link a second time.
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill(`${newPassword}-again`);
  await page.getByLabel('Confirm New Password').fill(`${newPassword}-again`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This password reset link is invalid or has expired. Please request a new one.',
  );
  await expect(page).toHaveURL(/\/password\/reset\//);
});
