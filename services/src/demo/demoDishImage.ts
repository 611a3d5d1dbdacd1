import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';

type Rgb = [number, number, number];

/** A table colour and a food colour per menu section. */
const palettes: Record<string, [Rgb, Rgb]> = {
  Starters: [
    [214, 232, 220],
    [214, 140, 69],
  ],
  Mains: [
    [226, 214, 196],
    [150, 86, 52],
  ],
  Sides: [
    [236, 226, 190],
    [230, 178, 72],
  ],
  Desserts: [
    [238, 214, 222],
    [178, 98, 120],
  ],
  Breakfast: [
    [214, 226, 238],
    [220, 160, 60],
  ],
  Vegetarian: [
    [220, 236, 206],
    [96, 150, 70],
  ],
};

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] * (1 - t) + b[0] * t),
  Math.round(a[1] * (1 - t) + b[1] * t),
  Math.round(a[2] * (1 - t) + b[2] * t),
];

/**
 * A demo dish photo stand-in: a plate seen from above on its section's table colour, the food a
 * few overlapping blobs placed by the title's hash, so every dish looks a little different. A real
 * PNG, so it goes through the same store, PDFs and screens as an uploaded photo.
 */
export function demoDishImage(title: string, category: string, size = 320): Buffer {
  const [table, food] = palettes[category] ??
    palettes.Mains ?? [
      [220, 220, 220],
      [150, 90, 50],
    ];
  const seed = createHash('sha256').update(title).digest();
  const blobs = [0, 1, 2, 3].map((index) => ({
    x: size / 2 + (((seed[index * 3] ?? 0) / 255 - 0.5) * size) / 4,
    y: size / 2 + (((seed[index * 3 + 1] ?? 0) / 255 - 0.5) * size) / 4,
    r: size * (0.1 + ((seed[index * 3 + 2] ?? 0) / 255) * 0.08),
    colour: mix(food, [255, 255, 255], index * 0.15),
  }));
  const png = new PNG({ width: size, height: size });
  const centre = size / 2;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const distance = Math.hypot(x - centre, y - centre);
      let colour: Rgb = table;
      if (distance < size * 0.42) colour = [250, 250, 248];
      if (distance < size * 0.42 && distance > size * 0.36) colour = [236, 236, 232];
      for (const blob of blobs) if (Math.hypot(x - blob.x, y - blob.y) < blob.r) colour = blob.colour;
      const offset = (y * size + x) * 4;
      png.data[offset] = colour[0];
      png.data[offset + 1] = colour[1];
      png.data[offset + 2] = colour[2];
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}
