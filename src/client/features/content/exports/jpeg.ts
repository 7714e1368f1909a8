// Re-encoding a picture as JPEG in the browser (spec section 9: '-magic-item.jpg', '-map.jpg' downloads), through
// a canvas: the server paints PNGs, and a file named .jpg must hold JPEG bytes.

export const JPEG_TYPE = 'image/jpeg';
export const JPEG_QUALITY = 0.92;
/** JPEG has no transparency: see-through pixels are laid on the ink of the pages instead of turning black. */
const MATTE = '#110e0b';

export async function convertToJpeg(image: Blob, quality = JPEG_QUALITY): Promise<Blob> {
  if (image.type === JPEG_TYPE) return image;
  const bitmap = await createImageBitmap(image);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas to re-encode the picture with');
    context.fillStyle = MATTE;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode a JPEG'))),
        JPEG_TYPE,
        quality,
      );
    });
  } finally {
    bitmap.close();
  }
}
