import { expect, test } from '@playwright/test';
import { registerReader, reviewBook, signIn } from './support/readers';

/**
 * Muting against the real server: a reader mutes someone they follow from the profile's menu,
 * the review leaves their feed and the book page (the follow stays), and Settings undoes it.
 */
test('mute a followed reader from their profile, then unmute in Settings', async ({
  page,
  request,
}) => {
  const reader = await registerReader(request, 'calm', { name: 'Mira', surname: 'Holt' });
  const loud = await registerReader(request, 'loud', { name: 'Rex', surname: 'Vane' });
  const books = await request.post('/api/books/discover/most-reads', { data: { limit: 1 } });
  const [book] = ((await books.json()) as { books: { id: number }[] }).books;
  if (!book) throw new Error('no books in the catalogue');
  await reviewBook(request, loud, book.id, {
    rating: 4,
    review_title: 'Hot take incoming',
    review_text: 'Everyone is wrong about this one.',
  });
  const followed = await request.post('/api/follows/follow-user', {
    headers: { authorization: `Bearer ${reader.token}` },
    data: { following_id: loud.id },
  });
  expect(followed.ok()).toBe(true);
  await signIn(page, reader);

  const review = page.getByRole('heading', { name: 'Hot take incoming' });
  await page.goto('/social');
  await expect(review).toBeVisible();

  // Muted from the profile's menu, by keyboard; the follow stays.
  await page.goto(`/user/profile?id=${loud.id}`);
  const more = page.getByRole('button', { name: `More actions for ${loud.username}` });
  await more.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: `Mute ${loud.username}` }).click();
  await expect(
    page.getByText(
      `You muted ${loud.username}. Their reviews and activity are hidden from your feed and book pages.`,
    ),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
  await page.getByRole('button', { name: `More actions for ${loud.username}` }).click();
  await expect(page.getByRole('menuitem', { name: `Unmute ${loud.username}` })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/social');
  await expect(page.getByText('No friend reviews yet')).toBeVisible();
  await expect(review).toHaveCount(0);
  await page.goto(`/book/details?id=${book.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(review).toHaveCount(0);

  // Settings lists the muted reader; unmuted, the review is back.
  await page.goto('/settings');
  const muted = page.getByRole('region', { name: 'Muted readers' });
  await muted
    .getByRole('button', { name: `Unmute ${loud.name} ${loud.surname} (@${loud.username})` })
    .click();
  await expect(page.getByText(`${loud.name} ${loud.surname} is unmuted.`)).toBeVisible();
  await expect(muted.getByText('You have not muted anyone.')).toBeVisible();
  await page.goto('/social');
  await expect(review).toBeVisible();
  await page.goto(`/book/details?id=${book.id}`);
  await expect(review).toBeVisible();
});
