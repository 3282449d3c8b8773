import { PHOTO_MAX_BYTES } from '../../src/api/contract';
import { tooLarge, validationFailed } from './errors';

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
