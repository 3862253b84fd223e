// Writes the installed app's icons (public/icons/*.png) from our logo, at every size Android and iOS ask for.
// Run once after the logo changes (`node scripts/app-icons.ts`) and commit the PNGs: the build does not need
// sharp (Astro's image dependency), and the icons stay byte-identical between builds.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'public', 'icons');
const logo = readFileSync(path.join(root, 'public', 'logo.svg'), 'utf8');
// The logo's mark (the gold peak) on a full square of the brand green: iOS rounds the corners itself and
// refuses transparency; Android's maskable crop keeps the middle 80 %, where the mark already sits.
const mark = /<path[^>]*\/>/.exec(logo)?.[0];
if (!mark) throw new Error('public/logo.svg has no <path> mark to draw the square icons from.');
const square = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0b6e4f"/>${mark}</svg>`;

/** "any" icons (the rounded logo) for Android's launcher and the browser; the sizes of Chrome's densities. */
const ANY = [48, 72, 96, 128, 144, 192, 256, 384, 512];
/** Maskable icons Android crops to its own shape. */
const MASKABLE = [192, 512];
/** apple-touch-icon sizes: iPhone (180, 120), iPad Pro (167), iPad (152). */
const APPLE = [120, 152, 167, 180];

async function write(svg: string, size: number, name: string): Promise<void> {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 40) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
}

mkdirSync(out, { recursive: true });
for (const size of ANY) await write(logo, size, `icon-${size}.png`);
for (const size of MASKABLE) await write(square, size, `maskable-${size}.png`);
for (const size of APPLE) await write(square, size, `apple-touch-icon-${size}.png`);
process.stdout.write(`wrote ${ANY.length + MASKABLE.length + APPLE.length} icons to public/icons\n`);
