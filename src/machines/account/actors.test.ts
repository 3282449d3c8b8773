import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ada } from '../../api/mocks/fixtures';
import { accountFormActors } from './actors';

describe('accountFormActors', () => {
  it('save the profile with the page’s language, for the notice to the old address', async () => {
    const api = vi.fn(async () => ({
      status: { code: '0', values: [], message: '' },
      users: [ada],
    }));
    let locale: 'en' | 'tr' = 'en';
    const actors = accountFormActors(api as never, () => locale);
    locale = 'tr';
    const body = { name: 'Ada', surname: 'Kaplan', email: 'new@shelfmark.test' };
    const save = createActor(actors.saveProfile, { input: body }).start();
    await waitFor(save, (snapshot) => snapshot.status === 'done');
    expect(save.getSnapshot().output).toEqual(ada);
    expect(api).toHaveBeenCalledWith(
      '/users/update/profile',
      { ...body, locale: 'tr' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });
});
