import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES } from '../../src/api/contract';
import { tooLarge, validationFailed } from './errors';

/** Larger uploads are refused: no photo needs more, and decoding one costs memory. */
export const PHOTO_MAX_INPUT_SIDE = 4096;
/** The stored photo fits this square: the spec's longest side, as the client resizes to. */
export const PHOTO_STORED_SIDE = 500;
const PHOTO_STORED_QUALITY = 80;

/** What is stored and served: always a JPEG re-encoded here. */
export interface StoredPhoto {
  mime: 'image/jpeg';
  data: Buffer;
}

export interface DecodedImage {
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  data: Buffer;
}

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  bytes.every((byte, index) => data[at + index] === byte);

const signatures: Record<DecodedImage['mime'], (data: Buffer) => boolean> = {
  'image/jpeg': (data) => startsWith(data, [0xff, 0xd8, 0xff]),
  'image/png': (data) => startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  // "RIFF" <size> "WEBP"
  'image/webp': (data) =>
    startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8),
};

const sharpFormats: Record<DecodedImage['mime'], string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The photo's version: its avatar URL's `?v=` and its ETag. */
export const photoVersion = (data: Buffer) =>
  createHash('sha256').update(data).digest('base64url').slice(0, 16);

export const isPhotoMime = (mime: string): mime is DecodedImage['mime'] =>
  Object.hasOwn(sharpFormats, mime);

const photoProblem = (reason: string) => validationFailed([`image_base64: ${reason}`]);

/**
 * Re-encodes a photo, so what is served is always a clean image of bounded size: nothing the
 * upload carried besides its pixels survives (trailing HTML or scripts, EXIF with location,
 * colour profiles, further frames). The header's dimensions are read first, so a small file
 * claiming a huge image is refused without decoding it, and `limitInputPixels` stops the
 * decoder too. JPEG (not WebP): it is what the client uploads (spec: JPEG 0.8, 500 px), so the
 * usual upload keeps its format and size, and every browser and mail client shows it.
 */
export async function reencodePhoto(image: DecodedImage): Promise<StoredPhoto> {
  const options = {
    limitInputPixels: PHOTO_MAX_INPUT_SIDE * PHOTO_MAX_INPUT_SIDE,
    // Only the first frame of an animated WebP or PNG is kept.
    pages: 1,
  };
  let metadata: sharp.Metadata;
  try {
    // The header alone: nothing is decoded yet, so the pixel limit is not needed here.
    metadata = await sharp(image.data, { limitInputPixels: false }).metadata();
  } catch {
    throw photoProblem('is not a readable image');
  }
  if (metadata.format !== sharpFormats[image.mime]) {
    throw photoProblem(`is not a ${image.mime.slice(6).toUpperCase()} image`);
  }
  if (
    !metadata.width ||
    !metadata.height ||
    metadata.width > PHOTO_MAX_INPUT_SIDE ||
    metadata.height > PHOTO_MAX_INPUT_SIDE
  ) {
    throw photoProblem(`must be at most ${PHOTO_MAX_INPUT_SIDE} pixels on each side`);
  }
  try {
    const data = await sharp(image.data, options)
      // Turned upright by its EXIF orientation before that metadata is dropped.
      .autoOrient()
      .resize(PHOTO_STORED_SIDE, PHOTO_STORED_SIDE, { fit: 'inside', withoutEnlargement: true })
      // JPEG has no alpha: white under transparent areas, as the client's resize paints.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PHOTO_STORED_QUALITY, mozjpeg: true })
      .toBuffer();
    return { mime: 'image/jpeg', data };
  } catch {
    throw photoProblem('is not a readable image');
  }
}

/** Decodes a data URL photo and checks size and that the bytes are the declared type. */
export function decodePhoto(dataUrl: string): DecodedImage {
  const match = /^data:image\/(jpeg|jpg|png|webp);base64,(.*)$/s.exec(dataUrl);
  const fail = (reason: string) => validationFailed([`image_base64: ${reason}`]);
  if (!match) throw fail('must be a data URL of a JPEG, PNG or WebP image');
  const mime = `image/${match[1] === 'jpg' ? 'jpeg' : match[1]}` as DecodedImage['mime'];
  const payload = (match[2] ?? '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 === 1) {
    throw fail('is not valid base64');
  }
  // Base64 carries 3 bytes per 4 characters; refuse before decoding anything oversized.
  if (
    Math.floor((payload.length * 3) / 4) - (payload.match(/=+$/)?.[0].length ?? 0) >
    PHOTO_MAX_BYTES
  ) {
    throw tooLarge('Image size must be smaller than 5MB.');
  }
  const data = Buffer.from(payload, 'base64');
  if (data.length === 0) throw fail('is empty');
  if (!signatures[mime](data)) throw fail(`is not a ${mime.slice(6).toUpperCase()} image`);
  return { mime, data };
}
