// A PNG encoder for rendered pictures. resvg's own encoder took about 70 ms for an 1800 px town map, nearly half
// of the map's whole budget; this one writes the same RGBA rows unfiltered with a fast deflate level, which for
// flat drawings is both quicker (about 0.6 of the time) and smaller.
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Encodes premultiplied RGBA pixels, row by row (resvg's `pixels`), as an 8-bit RGBA PNG (which is not premultiplied). */
export function encodePng(rgba: Uint8Array, width: number, height: number): Buffer {
  const rowBytes = width * 4;
  if (rgba.length !== rowBytes * height) throw new Error('encodePng: pixel buffer does not match the size');
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type, 0 (none): flat drawings compress as well without one.
    raw.set(rgba.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1);
  }
  // PNG stores straight colour: divide the colour of every translucent pixel by its alpha.
  for (let y = 0; y < height; y++) {
    const start = y * (rowBytes + 1) + 1;
    for (let i = start; i < start + rowBytes; i += 4) {
      const a = raw[i + 3]!;
      if (a === 255 || a === 0) continue;
      for (let c = 0; c < 3; c++) raw[i + c] = Math.min(255, Math.round((raw[i + c]! * 255) / a));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // truecolour with alpha
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 2 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
