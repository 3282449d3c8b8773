import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_SIDE, fitWithin, resizeImage } from './resizeImage';

/** A real encoded image of the given size, drawn with a gradient so it is not trivially small. */
async function makeImage(width: number, height: number, type: 'image/png' | 'image/jpeg') {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#8e2f3a');
  gradient.addColorStop(1, '#2f6f8e');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#ffffff';
  context.fillRect(width / 4, height / 4, width / 2, height / 2);
  return canvas.convertToBlob({ type, quality: 0.95 });
}

async function decode(dataUrl: string) {
  const blob = await (await fetch(dataUrl)).blob();
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height, type: blob.type };
  bitmap.close();
  return size;
}

describe('resizeImage (real canvas in Chromium)', () => {
  it('scales a large landscape PNG to 500 px wide, keeps the aspect and encodes JPEG', async () => {
    const source = await makeImage(2400, 1600, 'image/png');
    expect(source.type).toBe('image/png');
    const result = await resizeImage(source);
    expect(result.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(result).toMatchObject({ width: 500, height: 333 });
    const decoded = await decode(result.dataUrl);
    expect(decoded).toEqual({ width: 500, height: 333, type: 'image/jpeg' });
    expect(result.bytes).toBeLessThan(source.size);
  });

  it('scales a tall JPEG so its height is the 500 px side', async () => {
    const source = await makeImage(1200, 3000, 'image/jpeg');
    const result = await resizeImage(source);
    const decoded = await decode(result.dataUrl);
    expect(decoded).toEqual({ width: 200, height: 500, type: 'image/jpeg' });
    expect(Math.max(decoded.width, decoded.height)).toBeLessThanOrEqual(PHOTO_MAX_SIDE);
  });

  it('keeps a small image at its size but still re-encodes it as JPEG', async () => {
    const source = await makeImage(320, 240, 'image/png');
    const result = await resizeImage(source);
    expect(await decode(result.dataUrl)).toEqual({ width: 320, height: 240, type: 'image/jpeg' });
  });

  it('rejects bytes that are not an image', async () => {
    await expect(resizeImage(new Blob(['not an image'], { type: 'image/png' }))).rejects.toThrow();
  });

  it('computes fitted sizes without upscaling', () => {
    expect(fitWithin(1000, 1000)).toEqual({ width: 500, height: 500 });
    expect(fitWithin(501, 10)).toEqual({ width: 500, height: 10 });
    expect(fitWithin(500, 499)).toEqual({ width: 500, height: 499 });
  });
});
