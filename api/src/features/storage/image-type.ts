// Which image a file is, from its first bytes (its "magic number"), never from a name or a
// declared content type. Only raster formats a browser cannot run: PNG, JPEG, WebP and GIF. SVG
// (a script-capable document) and everything else is refused.
export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] satisfies ImageType[];

export const isImageType = (value: string): value is ImageType => IMAGE_TYPES.includes(value);

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/**
 * The image type of `bytes`, or null when they do not start like one of the four formats.
 * What follows the signature is not parsed here: image-polyglot.ts refuses markup or an archive
 * inside, and the stored file is always served with this fixed type, `nosniff` and a CSP that
 * runs nothing.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}
