import { Resvg } from '@resvg/resvg-js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import satori from 'satori';
import { SHARE_IMAGE_SIZE } from '../../shared/domain/share-image';

/** Fonts from the repository's npm packages: rendering never reaches the internet. */
const fontsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | null = null;
function loadFonts() {
  fonts ??= [
    { name: 'DejaVu Sans', data: readFileSync(path.join(fontsDir, 'DejaVuSans.ttf')), weight: 400, style: 'normal' },
    {
      name: 'DejaVu Sans',
      data: readFileSync(path.join(fontsDir, 'DejaVuSans-Bold.ttf')),
      weight: 700,
      style: 'normal',
    },
  ];
  return fonts;
}

type Element = { type: string; props: { style?: Record<string, string | number>; children?: unknown } };
const box = (style: Record<string, string | number>, children: unknown): Element => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

export type ShareImageText = {
  /** The largest line (a pack's title); long titles wrap, then end with an ellipsis. */
  title: string;
  /** A line under the title (a pack's price). */
  highlight: string;
  /** Small print at the foot (the site's name). */
  footer: string;
};

/** A link-preview card (SHARE_IMAGE_SIZE) as PNG: the title, a highlighted line and the site's name. */
export async function renderShareImage({ title, highlight, footer }: ShareImageText): Promise<Buffer> {
  const card = box(
    {
      width: '100%',
      height: '100%',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: 72,
      background: '#0f172a',
      color: '#f8fafc',
      fontFamily: 'DejaVu Sans',
    },
    [
      box({ fontSize: 64, fontWeight: 700, lineHeight: 1.2, overflow: 'hidden', maxHeight: 320, lineClamp: 4 }, title),
      box({ flexDirection: 'column' }, [
        box({ fontSize: 56, fontWeight: 700, color: '#5eead4' }, highlight),
        box({ fontSize: 32, marginTop: 24, color: '#cbd5e1' }, footer),
      ]),
    ],
  );
  const svg = await satori(card as Parameters<typeof satori>[0], { ...SHARE_IMAGE_SIZE, fonts: loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE_SIZE.width } }).render().asPng();
}
