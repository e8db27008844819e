import { extensionsOfType, typeOfExtension } from '@/lib/mime';
import { mimeIndex } from '@/lib/mime/db-index';

/** mime-db's first extension for a MIME type ("image/jpeg" → "jpg"); parameters are ignored. */
export function extensionOf(mime: string): string | undefined {
  return extensionsOfType(mimeIndex, mime)[0];
}

/** The MIME type mime-db gives a file name's extension, if any (the same choice as the MIME types tool). */
export function mimeOfName(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? typeOfExtension(mimeIndex, name.slice(dot + 1)) : undefined;
}
