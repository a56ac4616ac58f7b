import { expect, signInOnAdminPage, test } from './support/admin';

test('refreshes the database after the operator types REFRESH', async ({ page }) => {
  await signInOnAdminPage(page);
  await page.getByRole('button', { name: 'Refresh Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refresh Database' });
  const code = dialog.getByLabel('Confirmation code');

  await code.fill('refres');
  await expect(code).toHaveValue('REFRES');
  await dialog.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Invalid confirmation code. Please enter 'REFRESH' to confirm.");

  await code.fill('refresh');
  await expect(code).toHaveValue('REFRESH');
  await dialog.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(dialog).toBeHidden();
  const overlay = page.getByRole('alertdialog');
  // The overlay follows the job until it has ended, then sums it up.
  await expect(overlay).toContainText(/Database refreshed: \d+ deals? updated, \d+ removed\./, { timeout: 30_000 });
  const jobs = (await (await page.request.get('/api/admin/jobs?name=deal-refresh&limit=1')).json()) as {
    data: { status: string; endedAt: string | null }[];
  };
  expect(jobs.data[0]).toMatchObject({ status: 'succeeded', endedAt: expect.any(String) });
  await expect(overlay).toBeHidden();
  await expect(page.getByTestId('deal-card').first()).toBeVisible();
});
