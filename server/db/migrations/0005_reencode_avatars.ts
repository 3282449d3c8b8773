import { createHash } from 'node:crypto';
import type { Migration } from 'kysely';
import sharp from 'sharp';
import type { AnyDb } from './dialect';

// Copied from http/images.ts as it stood at this migration: a migration never changes with live code.
const PHOTO_MAX_INPUT_SIDE = 4096;
const PHOTO_STORED_SIDE = 500;
const PHOTO_STORED_QUALITY = 80;

interface StoredPhoto {
  mime: 'image/jpeg';
  data: Buffer;
}

type PhotoMime = 'image/jpeg' | 'image/png' | 'image/webp';

const sharpFormats: Record<PhotoMime, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const photoVersion = (data: Buffer) =>
  createHash('sha256').update(data).digest('base64url').slice(0, 16);

const isPhotoMime = (mime: string): mime is PhotoMime => Object.hasOwn(sharpFormats, mime);

/** A clean JPEG of at most 500 px a side, as an upload was stored then; throws on a bad image. */
async function reencodePhoto(image: { mime: PhotoMime; data: Buffer }): Promise<StoredPhoto> {
  const metadata = await sharp(image.data, { limitInputPixels: false }).metadata();
  if (metadata.format !== sharpFormats[image.mime]) throw new Error('not the declared type');
  if (
    !metadata.width ||
    !metadata.height ||
    metadata.width > PHOTO_MAX_INPUT_SIDE ||
    metadata.height > PHOTO_MAX_INPUT_SIDE
  ) {
    throw new Error('too large');
  }
  const data = await sharp(image.data, {
    limitInputPixels: PHOTO_MAX_INPUT_SIDE * PHOTO_MAX_INPUT_SIDE,
    pages: 1,
  })
    .autoOrient()
    .resize(PHOTO_STORED_SIDE, PHOTO_STORED_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: PHOTO_STORED_QUALITY, mozjpeg: true })
    .toBuffer();
  return { mime: 'image/jpeg', data };
}

/**
 * Photos stored before uploads were re-encoded (a polyglot could carry HTML after its image) are
 * re-encoded once like new uploads; one that would be refused today is removed, not served.
 * One row at a time, so memory stays at one photo.
 */
export const reencodeAvatars = (): Migration => ({
  async up(db: AnyDb) {
    const owners: { user_id: number }[] = await db
      .selectFrom('avatars')
      .select('user_id')
      .execute();
    for (const { user_id: userId } of owners) {
      const row: { mime: string; data: Buffer } | undefined = await db
        .selectFrom('avatars')
        .select(['mime', 'data'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) continue;
      const photo: StoredPhoto | null = isPhotoMime(row.mime)
        ? await reencodePhoto({ mime: row.mime, data: Buffer.from(row.data) }).catch(() => null)
        : null;
      const version = photo ? photoVersion(photo.data) : null;
      await (photo
        ? db
            .updateTable('avatars')
            .set({ mime: photo.mime, data: photo.data, etag: version })
            .where('user_id', '=', userId)
            .execute()
        : db.deleteFrom('avatars').where('user_id', '=', userId).execute());
      await db
        .updateTable('users')
        .set({ avatar_version: version })
        .where('id', '=', userId)
        .execute();
    }
  },
});
