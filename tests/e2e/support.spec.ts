import { expect, test } from './support/public';

test('/support is a real page: the support address, the FAQ, and a footer link to it from every page', async ({
  page,
}) => {
  await page.goto('/terms');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help & Support');
  await expect(page.getByRole('main').getByRole('link', { name: 'support@savvymomdeals.com' })).toHaveAttribute(
    'href',
    'mailto:support@savvymomdeals.com',
  );
  const question = page.getByText('Why is the price on Amazon different?');
  await question.click();
  await expect(page.getByText('The price on Amazon at the time you buy is the one that applies.')).toBeVisible();
  await expect(page.getByText('How do I stop the deal-alert e-mails?')).toBeVisible();
});
