/** The image fields a book may carry; any of them may be missing, empty or a placeholder. */
export interface CoverSources {
  /** Inline image; used only when it is a data:image/ URL. */
  image_base64?: string | null;
  /** Cover URL from the catalogue. */
  image_url?: string | null;
  /** Older field name for a cover URL. */
  image?: string | null;
  /** Another field name for a cover URL. */
  cover_image?: string | null;
}

function usable(url: string | null | undefined): url is string {
  return Boolean(url && url.trim() && !url.toLowerCase().includes('placeholder'));
}

/**
 * The spec's cover order: image_base64 if it starts with data:image/, then image_url, image,
 * cover_image, each skipped when empty or containing 'placeholder'. Undefined means "generate".
 */
export function chooseCoverSrc(book: CoverSources): string | undefined {
  if (book.image_base64?.startsWith('data:image/') && usable(book.image_base64)) {
    return book.image_base64;
  }
  return [book.image_url, book.image, book.cover_image].find(usable);
}
