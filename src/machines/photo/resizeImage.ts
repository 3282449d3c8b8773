/** The spec's profile photo limits: longest side 500 px, JPEG quality 0.8. */
export const PHOTO_MAX_SIDE = 500;
export const PHOTO_JPEG_QUALITY = 0.8;

export interface ResizedImage {
  /** `data:image/jpeg;base64,...`, ready for `/users/update/profile-photo`. */
  dataUrl: string;
  width: number;
  height: number;
  /** Size of the encoded JPEG in bytes. */
  bytes: number;
}

/** The size that fits `maxSide` on the longest side, keeping the aspect; never upscales. */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Decodes an image file in the browser, scales it down so its longest side is at most 500 px
 * and re-encodes it as JPEG 0.8. Browser only (createImageBitmap, OffscreenCanvas).
 */
export async function resizeImage(file: Blob): Promise<ResizedImage> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas context');
    // JPEG has no alpha: paint white under transparent PNG areas instead of black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_JPEG_QUALITY });
    return { dataUrl: await blobToDataUrl(blob), width, height, bytes: blob.size };
  } finally {
    bitmap.close();
  }
}
