import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/client';
import { PHOTO_MAX_BYTES, type PublicUser } from '../../api/contract';
import { ada } from '../../api/mocks/fixtures';
import { paramsOf, settle } from '../testing/harness';
import type { ResizedImage } from './resizeImage';
import { displayedImage, photoUploadMachine, type UploadPhotoInput } from './photoUploadMachine';

const resized: ResizedImage = {
  dataUrl: 'data:image/jpeg;base64,AAAA',
  width: 500,
  height: 333,
  bytes: 3,
};
const withPhoto: PublicUser = { ...ada, avatar_url: '/api/users/1/avatar?v=2' };
const withoutPhoto: PublicUser = { ...ada, avatar_url: null };

const file = (size: number, type = 'image/png') => new Blob([new Uint8Array(size)], { type });

interface Fakes {
  resize?: (file: Blob) => Promise<ResizedImage>;
  upload?: (input: UploadPhotoInput) => Promise<PublicUser>;
  remove?: () => Promise<PublicUser>;
}

function start(currentImage: string | null = null, fakes: Fakes = {}) {
  const effects = { openFilePicker: vi.fn(), showToast: vi.fn(), userUpdated: vi.fn() };
  const resizeCalls: Blob[] = [];
  const uploads: UploadPhotoInput[] = [];
  const actor = createActor(
    photoUploadMachine.provide({
      actions: effects,
      actors: {
        resize: fromPromise(({ input }) => {
          resizeCalls.push(input.file);
          return (fakes.resize ?? (async () => resized))(input.file);
        }),
        upload: fromPromise(({ input }) => {
          uploads.push(input);
          return (fakes.upload ?? (async () => withPhoto))(input);
        }),
        remove: fromPromise(() => (fakes.remove ?? (async () => withoutPhoto))()),
      },
    }),
    { input: { currentImage } },
  ).start();
  const toasts = () => paramsOf(effects.showToast);
  const state = () => actor.getSnapshot().value;
  return { actor, effects, resizeCalls, uploads, toasts, state };
}

async function toPreview(run: ReturnType<typeof start>) {
  run.actor.send({ type: 'photo.choose' });
  run.actor.send({ type: 'photo.selected', file: file(1024) });
  await settle();
  expect(run.state()).toBe('preview');
}

describe('photoUploadMachine', () => {
  it('starts idle with the saved image', () => {
    const { actor, state } = start('/api/users/1/avatar');
    expect(state()).toBe('idle');
    expect(displayedImage(actor.getSnapshot().context)).toBe('/api/users/1/avatar');
  });

  it('opens the file picker when choosing, and returns to idle when the picker is closed', () => {
    const { actor, effects, state } = start();
    actor.send({ type: 'photo.choose' });
    expect(state()).toBe('choosing');
    expect(effects.openFilePicker).toHaveBeenCalledTimes(1);
    actor.send({ type: 'photo.chooseCancelled' });
    expect(state()).toBe('idle');
  });

  it('refuses a file over 5 MB with the spec message and never resizes it', () => {
    const { actor, resizeCalls, state } = start();
    actor.send({ type: 'photo.choose' });
    actor.send({ type: 'photo.selected', file: file(6 * 1024 * 1024) });
    expect(state()).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('validation.profile_photo_size_error');
    expect(resizeCalls).toEqual([]);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const { actor, resizeCalls, state } = start();
    actor.send({ type: 'photo.selected', file: file(PHOTO_MAX_BYTES, 'image/jpeg') });
    expect(state()).toBe('processing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(state()).toBe('preview');
    expect(resizeCalls).toHaveLength(1);
  });

  it.each(['image/gif', 'text/plain', ''])('refuses the type %j', (type) => {
    const { actor, resizeCalls, state } = start();
    actor.send({ type: 'photo.selected', file: file(10, type) });
    expect(state()).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('validation.profile_photo_type_error');
    expect(resizeCalls).toEqual([]);
  });

  it('shows a type error when the bytes do not decode', async () => {
    const { actor, state } = start(null, {
      resize: async () => {
        throw new Error('decode failed');
      },
    });
    actor.send({ type: 'photo.selected', file: file(10) });
    await settle();
    expect(state()).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('validation.profile_photo_type_error');
  });

  it('previews the resized photo and cancel restores the previous image', async () => {
    const run = start('/api/users/1/avatar');
    await toPreview(run);
    expect(displayedImage(run.actor.getSnapshot().context)).toBe(resized.dataUrl);
    run.actor.send({ type: 'photo.cancel' });
    expect(run.state()).toBe('idle');
    expect(displayedImage(run.actor.getSnapshot().context)).toBe('/api/users/1/avatar');
    expect(run.uploads).toEqual([]);
  });

  it('uploads the resized data URL with progress, then saves and updates the session', async () => {
    let release: (user: PublicUser) => void = () => {};
    const run = start(null, {
      upload: (input) => {
        input.reportProgress(0.4);
        return new Promise((resolve) => (release = resolve));
      },
    });
    await toPreview(run);
    run.actor.send({ type: 'photo.save' });
    expect(run.state()).toBe('uploading');
    await settle();
    expect(run.uploads.map((u) => u.image)).toEqual([resized.dataUrl]);
    expect(run.actor.getSnapshot().context.progress).toBe(0.4);
    run.actor.send({ type: 'upload.progress', ratio: 1.7 });
    expect(run.actor.getSnapshot().context.progress).toBe(1);
    release(withPhoto);
    await settle();
    expect(run.state()).toBe('saved');
    expect(run.actor.getSnapshot().context).toMatchObject({
      currentImage: withPhoto.avatar_url,
      pending: null,
    });
    expect(run.effects.userUpdated).toHaveBeenCalledWith(expect.anything(), { user: withPhoto });
    expect(run.toasts()).toEqual([{ kind: 'success', message: 'toast.photo.uploaded' }]);
  });

  it('keeps the preview after a failed upload so the reader can retry', async () => {
    let attempt = 0;
    const run = start(null, {
      upload: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiError('network', 'offline');
        return withPhoto;
      },
    });
    await toPreview(run);
    run.actor.send({ type: 'photo.save' });
    await settle();
    expect(run.state()).toBe('error');
    expect(run.actor.getSnapshot().context.error).toBe('toast.photo.uploadError');
    expect(run.toasts()).toEqual([{ kind: 'error', message: 'toast.photo.uploadError' }]);
    expect(displayedImage(run.actor.getSnapshot().context)).toBe(resized.dataUrl);
    run.actor.send({ type: 'photo.save' });
    await settle();
    expect(run.state()).toBe('saved');
  });

  it('maps a too-large answer (code 8) to the size message', async () => {
    const run = start(null, {
      upload: async () => {
        throw new ApiError('api', '', { code: '8', httpStatus: 413 });
      },
    });
    await toPreview(run);
    run.actor.send({ type: 'photo.save' });
    await settle();
    expect(run.actor.getSnapshot().context.error).toBe('validation.profile_photo_size_error');
  });

  it('cancels from the error state back to the previous image', async () => {
    const run = start('/old', {
      upload: async () => {
        throw new ApiError('server', '', { httpStatus: 500 });
      },
    });
    await toPreview(run);
    run.actor.send({ type: 'photo.save' });
    await settle();
    run.actor.send({ type: 'photo.cancel' });
    expect(run.state()).toBe('idle');
    expect(run.actor.getSnapshot().context.error).toBeNull();
    expect(displayedImage(run.actor.getSnapshot().context)).toBe('/old');
  });

  it('removes a saved photo', async () => {
    const run = start('/api/users/1/avatar');
    run.actor.send({ type: 'photo.remove' });
    expect(run.state()).toBe('removing');
    await settle();
    expect(run.state()).toBe('idle');
    expect(run.actor.getSnapshot().context.currentImage).toBeNull();
    expect(run.effects.userUpdated).toHaveBeenCalledWith(expect.anything(), {
      user: withoutPhoto,
    });
    expect(run.toasts()).toEqual([{ kind: 'success', message: 'toast.photo.removed' }]);
  });

  it('ignores remove when there is no saved photo', () => {
    const { actor, state } = start(null);
    actor.send({ type: 'photo.remove' });
    expect(state()).toBe('idle');
  });

  it('removes straight after saving, and reports a failed removal', async () => {
    const run = start(null, {
      remove: async () => {
        throw new ApiError('network', 'offline');
      },
    });
    await toPreview(run);
    run.actor.send({ type: 'photo.save' });
    await settle();
    expect(run.state()).toBe('saved');
    run.actor.send({ type: 'photo.remove' });
    await settle();
    expect(run.state()).toBe('error');
    expect(run.actor.getSnapshot().context.error).toBe('toast.photo.removeError');
    expect(run.actor.getSnapshot().context.currentImage).toBe(withPhoto.avatar_url);
    expect(run.toasts().at(-1)).toEqual({ kind: 'error', message: 'toast.photo.removeError' });
  });

  it('lets the reader pick again from saved, preview and error', async () => {
    const run = start(null);
    run.actor.send({ type: 'photo.selected', file: file(10, 'image/gif') });
    expect(run.state()).toBe('error');
    run.actor.send({ type: 'photo.choose' });
    expect(run.state()).toBe('choosing');
    run.actor.send({ type: 'photo.selected', file: file(10) });
    await settle();
    run.actor.send({ type: 'photo.choose' });
    expect(run.state()).toBe('choosing');
    run.actor.send({ type: 'photo.selected', file: file(10) });
    await settle();
    run.actor.send({ type: 'photo.save' });
    await settle();
    run.actor.send({ type: 'photo.choose' });
    expect(run.state()).toBe('choosing');
  });
});
