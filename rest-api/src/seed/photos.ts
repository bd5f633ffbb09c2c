// The demo's receipt photos (issue 25): six small receipt images (shop, lines, total, fiscal data and
// a QR-like block) drawn at seed time with sharp and stored as an upload is (`storeUpload`, with the
// thumbnails 200–1200), under fixed names in the container `tickets`. Demo tickets refer to them in
// their `photos` column, many tickets sharing one image; the names never change, so the references
// are part of the deterministic rows and the images are written only where a file store is given.
import sharp from 'sharp';
import { OWN_FILES_SERVER, type FileReference } from '../files/references';
import { storeUpload, THUMB_WIDTHS, type FileStore } from '../files/storage';
import { CATALOGUE, CHAINS } from './data';
import { Prng } from './prng';

export const DEMO_PHOTO_CONTAINER = 'tickets';
const PHOTO_SEED = 20261126;

interface DemoPhoto {
  id: string;
  mime: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
}

/** Five phone photos (JPEG) and one screenshot (PNG). */
export const DEMO_PHOTOS: readonly DemoPhoto[] = [1, 2, 3, 4, 5, 6].map((n) =>
  n === 6 ? { id: `demo-receipt-${n}`, mime: 'image/png', ext: 'png' } : { id: `demo-receipt-${n}`, mime: 'image/jpeg', ext: 'jpg' },
);

/** The `photos` entry of a demo ticket for the photo at `index`, as `POST /tickets` stores one. */
export function demoPhotoReference(index: number): FileReference {
  const photo = DEMO_PHOTOS[index]!;
  return {
    server: OWN_FILES_SERVER,
    container: DEMO_PHOTO_CONTAINER,
    path: `${photo.id}.${photo.ext}`,
    thumbs: Object.fromEntries(THUMB_WIDTHS.map((width) => [String(width), `${photo.id}_${width}.${photo.ext}`])),
    mime: photo.mime,
    type: photo.mime,
    name: `receipt-${index + 1}.${photo.ext}`,
  };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const rubles = (kopecks: number) => (kopecks / 100).toFixed(2).replace('.', ',');

/** The SVG of one receipt on a table, slightly turned, as a phone would take it. */
function receiptSvg(prng: Prng): string {
  const [chain] = prng.pick(CHAINS);
  const count = prng.int(3, 7);
  const items = new Set<(typeof CATALOGUE)[number]>();
  while (items.size < count) items.add(prng.pick(CATALOGUE));
  const lines = [...items].map((item) => {
    const quantity = prng.weighted([
      [1, 80],
      [2, 15],
      [3, 5],
    ] as const);
    return { name: item.name.length > 30 ? `${item.name.slice(0, 29)}…` : item.name, quantity, price: item.price, sum: item.price * quantity };
  });
  const total = lines.reduce((sum, line) => sum + line.sum, 0);
  const text: Array<[string, 'start' | 'middle' | 'end', boolean?]> = [
    [`ООО «${chain}»`, 'middle', true],
    [`ИНН ${prng.digits(10)}`, 'middle'],
    ['КАССОВЫЙ ЧЕК', 'middle', true],
    ['ПРИХОД', 'middle'],
    ['', 'start'],
  ];
  for (const line of lines) {
    text.push([line.name, 'start']);
    text.push([`${line.quantity} × ${rubles(line.price)} = ${rubles(line.sum)}`, 'end']);
  }
  text.push(['', 'start'], [`ИТОГ ${rubles(total)}`, 'end', true], [`БЕЗНАЛИЧНЫМИ ${rubles(total)}`, 'end'], ['', 'start']);
  text.push([`ФН 99604403${prng.digits(8)}`, 'start'], [`ФД ${prng.int(1000, 40000)}   ФП ${prng.int(100_000_000, 4_294_967_295)}`, 'start']);
  const width = 600;
  const paper = 460;
  const lineHeight = 24;
  const qr = 120;
  const paperHeight = 40 + text.length * lineHeight + qr + 40;
  const height = paperHeight + 80;
  const x = (anchor: 'start' | 'middle' | 'end') => (anchor === 'start' ? 20 : anchor === 'middle' ? paper / 2 : paper - 20);
  const rows = text
    .map(([value, anchor, bold], i) =>
      value === '' ? '' : `<text x="${x(anchor)}" y="${40 + i * lineHeight}" text-anchor="${anchor}"${bold ? ' font-weight="bold"' : ''}>${escapeXml(value)}</text>`,
    )
    .join('');
  // A QR-like block: a 21 × 21 grid of modules with the three finder squares.
  const cell = qr / 21;
  const qrTop = 40 + text.length * lineHeight;
  const qrLeft = (paper - qr) / 2;
  const modules: string[] = [];
  for (let row = 0; row < 21; row += 1) {
    for (let column = 0; column < 21; column += 1) {
      const finder = (row < 7 && (column < 7 || column > 13)) || (row > 13 && column < 7);
      if (!finder && prng.chance(0.5)) modules.push(`<rect x="${qrLeft + column * cell}" y="${qrTop + row * cell}" width="${cell}" height="${cell}"/>`);
    }
  }
  for (const [fx, fy] of [
    [0, 0],
    [14, 0],
    [0, 14],
  ] as const) {
    const left = qrLeft + fx * cell;
    const top = qrTop + fy * cell;
    modules.push(
      `<rect x="${left}" y="${top}" width="${7 * cell}" height="${7 * cell}"/><rect x="${left + cell}" y="${top + cell}" width="${5 * cell}" height="${5 * cell}" fill="#fbfaf4"/><rect x="${left + 2 * cell}" y="${top + 2 * cell}" width="${3 * cell}" height="${3 * cell}"/>`,
    );
  }
  const angle = (prng.next() - 0.5) * 6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="#8a8f96"/>
<g transform="translate(${(width - paper) / 2} 40) rotate(${angle.toFixed(2)} ${paper / 2} ${paperHeight / 2})">
<rect width="${paper}" height="${paperHeight}" fill="#fbfaf4"/>
<g font-family="DejaVu Sans Mono, Liberation Mono, monospace" font-size="16" fill="#26282b">${rows}</g>
<g fill="#26282b">${modules.join('')}</g>
</g>
</svg>`;
}

/** Draws the demo's receipt photos and stores them (and their thumbnails) in `store`. */
export async function writeDemoPhotos(store: FileStore): Promise<void> {
  const prng = new Prng(PHOTO_SEED);
  const svgs = DEMO_PHOTOS.map(() => receiptSvg(prng));
  await Promise.all(
    DEMO_PHOTOS.map(async (photo, index) => {
      const image = sharp(Buffer.from(svgs[index]!));
      const data = await (photo.mime === 'image/png' ? image.png() : image.jpeg({ quality: 80 })).toBuffer();
      const reference = demoPhotoReference(index);
      await storeUpload(store, { container: DEMO_PHOTO_CONTAINER, data, mime: photo.mime, name: reference.name ?? null, server: OWN_FILES_SERVER, id: photo.id });
    }),
  );
}
