/** The page's file input (a photo picker's), which stories fill instead of a file chooser. */
export function fileInput() {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** A real PNG, large enough that the resize has work to do. */
export async function bigPng() {
  const canvas = new OffscreenCanvas(1600, 1000);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#2f6f8e';
  context.fillRect(0, 0, 1600, 1000);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new File([blob], 'photo.png', { type: 'image/png' });
}
