import { assign, fromPromise, not, setup } from 'xstate';
import { API_CODES, isApiCode } from '../../api/client';
import type { PublicUser } from '../../api/contract';
import { PHOTO_MAX_BYTES } from '../../api/contract/limits';
import type { MessageId } from '../../i18n/messages';
import type { ResizedImage } from './resizeImage';
import type { ToastRequest } from '../shared/toastRequest';

/**
 * The types a reader may pick; the server accepts the same (docs/ARCHITECTURE.md,
 * "Data rules").
 */
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface PhotoUploadInput {
  /** The saved photo's URL (the user's `avatar_url`), or null when there is none. */
  currentImage: string | null;
}

export interface PhotoUploadContext {
  currentImage: string | null;
  /** The file being checked or resized. */
  file: Blob | null;
  /** The resized photo waiting for save or cancel. */
  pending: ResizedImage | null;
  /** Upload progress, 0 to 1. */
  progress: number;
  /** Why the last step failed, for an inline message. */
  error: MessageId | null;
}

export type PhotoUploadEvent =
  | { type: 'photo.choose' }
  | { type: 'photo.chooseCancelled' }
  | { type: 'photo.selected'; file: Blob }
  | { type: 'photo.save' }
  | { type: 'photo.cancel' }
  | { type: 'photo.remove' }
  | { type: 'upload.progress'; ratio: number };

export interface UploadPhotoInput {
  image: string;
  /** Called with 0..1 as the bytes go out (the screen's actor decides how it measures). */
  reportProgress: (ratio: number) => void;
}

/** The image a profile shows now: the pending preview first, else the saved photo. */
export function displayedImage(context: PhotoUploadContext): string | null {
  return context.pending?.dataUrl ?? context.currentImage;
}

const errorToast = (message: MessageId): ToastRequest => ({ kind: 'error', message });

function uploadFailureMessage(error: unknown): MessageId {
  // Code 8: the server found the photo too large even after resizing.
  return isApiCode(error, API_CODES.tooLarge)
    ? 'validation.profile_photo_size_error'
    : 'toast.photo.uploadError';
}

/**
 * Profile photo: choose a file, check its type and the 5 MB limit, downscale it in the browser
 * (longest side 500 px, JPEG 0.8), preview it (save, or cancel to restore the previous image),
 * upload it with progress, or remove the saved photo.
 */
export const photoUploadMachine = setup({
  types: {
    context: {} as PhotoUploadContext,
    events: {} as PhotoUploadEvent,
    input: {} as PhotoUploadInput,
  },
  actors: {
    resize: fromPromise<ResizedImage, { file: Blob }>(async () => {
      throw new Error('resize must be provided');
    }),
    upload: fromPromise<PublicUser, UploadPhotoInput>(async () => {
      throw new Error('upload must be provided');
    }),
    remove: fromPromise<PublicUser, void>(async () => {
      throw new Error('remove must be provided');
    }),
  },
  actions: {
    keepFile: assign({
      file: ({ event }) => (event.type === 'photo.selected' ? event.file : null),
      error: null,
    }),
    clearPending: assign({ file: null, pending: null, progress: 0 }),
    setError: assign((_, params: { message: MessageId }) => ({ error: params.message })),
    // UI effects: the screen supplies these with machine.provide({ actions }).
    openFilePicker: () => {},
    showToast: (_, _request: ToastRequest) => {},
    /** The screen sends session.userUpdated so the header shows the new photo. */
    userUpdated: (_, _params: { user: PublicUser }) => {},
  },
  guards: {
    isAcceptedType: ({ context }) =>
      (PHOTO_ACCEPTED_TYPES as readonly string[]).includes(context.file?.type ?? ''),
    isWithinSizeLimit: ({ context }) => (context.file?.size ?? 0) <= PHOTO_MAX_BYTES,
    hasSavedImage: ({ context }) => context.currentImage !== null,
    hasPending: ({ context }) => context.pending !== null,
  },
}).createMachine({
  id: 'photoUpload',
  context: ({ input }) => ({
    currentImage: input.currentImage,
    file: null,
    pending: null,
    progress: 0,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'photo.choose': 'choosing',
        'photo.selected': { target: 'validating', actions: 'keepFile' },
        'photo.remove': { guard: 'hasSavedImage', target: 'removing' },
      },
    },
    choosing: {
      entry: 'openFilePicker',
      on: {
        'photo.selected': { target: 'validating', actions: 'keepFile' },
        'photo.chooseCancelled': 'idle',
      },
    },
    validating: {
      always: [
        {
          guard: not('isAcceptedType'),
          target: 'error',
          actions: [
            'clearPending',
            { type: 'setError', params: { message: 'validation.profile_photo_type_error' } },
          ],
        },
        {
          guard: not('isWithinSizeLimit'),
          target: 'error',
          actions: [
            'clearPending',
            { type: 'setError', params: { message: 'validation.profile_photo_size_error' } },
          ],
        },
        { target: 'processing' },
      ],
    },
    processing: {
      tags: ['busy'],
      invoke: {
        src: 'resize',
        input: ({ context }) => ({ file: context.file ?? new Blob() }),
        onDone: {
          target: 'preview',
          actions: assign({ pending: ({ event }) => event.output, file: null }),
        },
        // The bytes did not decode as an image, whatever the declared type said.
        onError: {
          target: 'error',
          actions: [
            'clearPending',
            { type: 'setError', params: { message: 'validation.profile_photo_type_error' } },
          ],
        },
      },
    },
    preview: {
      on: {
        'photo.save': 'uploading',
        'photo.cancel': { target: 'idle', actions: 'clearPending' },
        'photo.selected': { target: 'validating', actions: 'keepFile' },
        'photo.choose': 'choosing',
      },
    },
    uploading: {
      tags: ['busy'],
      entry: assign({ progress: 0 }),
      invoke: {
        src: 'upload',
        input: ({ context, self }) => ({
          image: context.pending?.dataUrl ?? '',
          reportProgress: (ratio: number) => self.send({ type: 'upload.progress', ratio }),
        }),
        onDone: {
          target: 'saved',
          actions: [
            assign({
              currentImage: ({ event }) => event.output.avatar_url,
              pending: null,
              progress: 1,
            }),
            { type: 'userUpdated', params: ({ event }) => ({ user: event.output }) },
            { type: 'showToast', params: { kind: 'success', message: 'toast.photo.uploaded' } },
          ],
        },
        onError: {
          target: 'error',
          actions: [
            {
              type: 'setError',
              params: ({ event }) => ({ message: uploadFailureMessage(event.error) }),
            },
            {
              type: 'showToast',
              params: ({ event }) => errorToast(uploadFailureMessage(event.error)),
            },
          ],
        },
      },
      on: {
        'upload.progress': {
          actions: assign({ progress: ({ event }) => Math.min(1, Math.max(0, event.ratio)) }),
        },
      },
    },
    saved: {
      on: {
        'photo.choose': 'choosing',
        'photo.selected': { target: 'validating', actions: 'keepFile' },
        'photo.remove': 'removing',
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        src: 'remove',
        onDone: {
          target: 'idle',
          actions: [
            assign({ currentImage: null }),
            { type: 'userUpdated', params: ({ event }) => ({ user: event.output }) },
            { type: 'showToast', params: { kind: 'success', message: 'toast.photo.removed' } },
          ],
        },
        onError: {
          target: 'error',
          actions: [
            { type: 'setError', params: { message: 'toast.photo.removeError' } },
            { type: 'showToast', params: errorToast('toast.photo.removeError') },
          ],
        },
      },
    },
    error: {
      on: {
        'photo.choose': 'choosing',
        'photo.selected': { target: 'validating', actions: 'keepFile' },
        // A failed upload keeps its preview so the reader can retry or cancel it.
        'photo.save': { guard: 'hasPending', target: 'uploading' },
        'photo.cancel': { target: 'idle', actions: ['clearPending', assign({ error: null })] },
        'photo.remove': { guard: 'hasSavedImage', target: 'removing' },
      },
    },
  },
});
