import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A black 1-bit greyscale PNG built by hand, so its header can claim any size: all-zero rows
 * deflate to almost nothing, which is what makes a 20000 x 20000 image a 48 KB file.
 */
export function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filter, no interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG of exactly `size` bytes: a small image padded with a private ancillary chunk. */
export function paddedPng(size: number): Buffer {
  const image = blackPng(8, 8);
  const iend = image.length - 12;
  const padding = size - image.length - 12;
  if (padding < 0) throw new Error(`a PNG needs at least ${image.length + 12} bytes`);
  return Buffer.concat([
    image.subarray(0, iend),
    chunk('prVt', Buffer.alloc(padding, 7)),
    image.subarray(iend),
  ]);
}

export const dataUrl = (mime: string, bytes: Buffer) =>
  `data:${mime};base64,${bytes.toString('base64')}`;
