// Checks a picture that comes from outside (an imported document, an AI provider's answer) before it is stored:
// decoded in full by libvips (sharp, off the main thread), of a type the product shows, no larger than the pictures
// the product itself makes, and cut where the picture ends, so what is stored is a clean file of its declared type
// (a truncated PNG or a broken JPEG is refused, a PNG/HTML polyglot loses its HTML; nothing is stored that could
// break an export later).
import sharp, { type Metadata, type Sharp } from 'sharp';

/** The largest side and area of a picture the product stores: above its own maps (1800 px) and AI pictures. */
export const PICTURE_MAX_SIDE = 2560;
export const PICTURE_MAX_PIXELS = 2560 * 2560;

export type PictureType = 'image/png' | 'image/jpeg' | 'image/webp';

export class PictureError extends Error {}

export type CheckedPicture = { bytes: Buffer; contentType: PictureType; width: number; height: number };

const FORMATS: Record<string, PictureType> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/**
 * The picture, decoded in full and cut where it ends, or a PictureError saying what is wrong with it. `expected`
 * (the type a document declares) must match what the bytes are.
 */
export async function checkPicture(bytes: Buffer, expected?: string): Promise<CheckedPicture> {
  let image: Sharp;
  let meta: Metadata;
  try {
    // The pixel limit is checked from the header, before anything is decoded.
    image = sharp(bytes, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'warning', sequentialRead: true });
    meta = await image.metadata();
  } catch (error) {
    throw new PictureError(`the picture cannot be read (${reason(error)})`);
  }
  const contentType = meta.format ? FORMATS[meta.format] : undefined;
  if (!contentType) throw new PictureError('the picture is not a PNG, JPEG or WebP image');
  if (expected && expected !== contentType) {
    throw new PictureError(`the picture is a ${contentType} image, not the ${expected} it is said to be`);
  }
  const { width = 0, height = 0 } = meta;
  if (width < 1 || height < 1 || width > PICTURE_MAX_SIDE || height > PICTURE_MAX_SIDE) {
    throw new PictureError(
      `the picture is ${width}×${height} pixels; pictures are at most ${PICTURE_MAX_SIDE}×${PICTURE_MAX_SIDE}`,
    );
  }
  try {
    // Decoding every pixel is what finds a truncated or corrupt file (the header alone reads fine).
    await image.raw().toBuffer();
  } catch (error) {
    throw new PictureError(`the picture is damaged (${reason(error)})`);
  }
  // The file as it came, cut where its format ends: what a polyglot carries after the picture is dropped, and a
  // clean picture is kept byte for byte (re-encoding a JPEG would lose a little at every round trip).
  return { bytes: trimmed(bytes, contentType), contentType, width, height };
}

/** The bytes up to the end of the picture: after PNG's IEND chunk, JPEG's last EOI marker, WebP's RIFF size. */
function trimmed(bytes: Buffer, type: PictureType): Buffer {
  if (type === 'image/png') {
    let at = 8;
    while (at + 12 <= bytes.length) {
      const length = bytes.readUInt32BE(at);
      const end = at + 12 + length;
      if (bytes.toString('latin1', at + 4, at + 8) === 'IEND')
        return bytes.subarray(0, Math.min(end, bytes.length));
      at = end;
    }
    return bytes;
  }
  if (type === 'image/jpeg') {
    const eoi = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
    return eoi > 0 ? bytes.subarray(0, eoi + 2) : bytes;
  }
  const size = bytes.readUInt32LE(4) + 8;
  return size <= bytes.length ? bytes.subarray(0, size) : bytes;
}

/** libvips's first line, without the path noise. */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').slice(0, 160);
}
