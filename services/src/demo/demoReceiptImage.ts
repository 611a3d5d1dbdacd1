import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A photographed till receipt, as the demo's image invoices: a white slip on a grey table with
 * rows of "print" whose lengths vary with the seed, so no two look alike. Greyscale PNG.
 */
export function demoReceiptPng(seed: number, width = 360, height = 560): Buffer {
  const margin = 40;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width + 1);
    row[0] = 0; // filter: none
    const line = Math.floor((y - margin - 30) / 22);
    const inLine = (y - margin - 30) % 22 < 8 && y > margin + 30 && y < height - margin - 20;
    const printed = Math.round(((seed * 37 + line * 53) % 60) + 90);
    for (let x = 0; x < width; x += 1) {
      const onSlip = x >= margin && x < width - margin && y >= margin && y < height - margin;
      let shade = onSlip ? 250 : 170;
      if (onSlip && inLine && x > margin + 20 && x < margin + 20 + printed) shade = 60;
      // The total, right-aligned and bold on the last row.
      if (onSlip && inLine && x > width - margin - 90 && x < width - margin - 20 && line % 4 === 3) shade = 40;
      row[x + 1] = shade;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
