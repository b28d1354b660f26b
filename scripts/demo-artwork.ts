/**
 * Writes the demo events' and experiences' illustrations (original vector artwork) to
 * apps/web/public/artwork/. Run again after changing a motif: node --import tsx scripts/demo-artwork.ts
 */
import fs from 'node:fs';
import path from 'node:path';

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  mid: string;
  near: string;
  rows: string;
}

type Motif = 'glass' | 'flute' | 'bottle' | 'barrel' | 'screen' | 'lake' | 'sherry' | 'farmhouse' | 'lodge';

const PALETTES = {
  dusk: { skyTop: '#3d0f1f', skyBottom: '#c97b5a', sun: '#f2c879', far: '#6b2439', mid: '#4a1a2a', near: '#2b0d17', rows: '#7a3a48' },
  chalk: { skyTop: '#e9e2d3', skyBottom: '#faf6f0', sun: '#f4d9a0', far: '#c9bfae', mid: '#9fa77f', near: '#6d7a4f', rows: '#55603c' },
  city: { skyTop: '#23304a', skyBottom: '#8fa3b8', sun: '#f6e6b4', far: '#4a5a70', mid: '#33405a', near: '#1c2434', rows: '#5b6c86' },
  evening: { skyTop: '#2a1a3a', skyBottom: '#6b4a7a', sun: '#f0d9a8', far: '#4a2f57', mid: '#34203f', near: '#1e1226', rows: '#5f4270' },
  river: { skyTop: '#5a7d9a', skyBottom: '#f3d6a4', sun: '#ffe3a1', far: '#8a6a4a', mid: '#6b4e32', near: '#3f2c1a', rows: '#9a7a52' },
  burgundy: { skyTop: '#7fa3b8', skyBottom: '#eadbb8', sun: '#fff0c2', far: '#8c9a5b', mid: '#5e7040', near: '#3b4a28', rows: '#2f3b20' },
  sherry: { skyTop: '#e8a85c', skyBottom: '#f9e7c2', sun: '#fff4d6', far: '#d9b98a', mid: '#c49a64', near: '#8a6236', rows: '#a87c48' },
  tuscany: { skyTop: '#9bb7c9', skyBottom: '#f6e3bd', sun: '#fff1c9', far: '#9aa36a', mid: '#6f7e45', near: '#4a552c', rows: '#3a4422' },
  lake: { skyTop: '#7a9fc0', skyBottom: '#dfe8ee', sun: '#fff7dc', far: '#6f8f6a', mid: '#4f7350', near: '#2f4a33', rows: '#3f5e40' },
} satisfies Record<string, Palette>;

function hills(p: Palette): string {
  return `
  <path d="M0 330 C160 270 300 300 460 260 C620 220 760 280 960 240 L960 540 L0 540 Z" fill="${p.far}"/>
  <path d="M0 390 C200 330 360 370 540 330 C720 290 820 350 960 320 L960 540 L0 540 Z" fill="${p.mid}"/>
  <path d="M0 450 C220 400 420 440 620 410 C780 385 880 420 960 400 L960 540 L0 540 Z" fill="${p.near}"/>
  ${Array.from({ length: 9 }, (_, i) => {
    const x = 40 + i * 110;
    return `<path d="M${x} 540 C${x + 30} 480 ${x + 60} 440 ${x + 90} 420" stroke="${p.rows}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  }).join('\n  ')}`;
}

const MOTIFS: Record<Motif, (p: Palette) => string> = {
  glass: () => `
  <g transform="translate(640 150)">
    <path d="M0 0 H120 C122 70 100 120 60 128 C20 120 -2 70 0 0 Z" fill="#fff" opacity="0.9"/>
    <path d="M6 50 H114 C110 96 92 118 60 122 C28 118 10 96 6 50 Z" fill="#6b1230"/>
    <rect x="56" y="126" width="8" height="110" fill="#fff" opacity="0.9"/>
    <ellipse cx="60" cy="240" rx="52" ry="10" fill="#fff" opacity="0.9"/>
  </g>`,
  flute: () => `
  <g transform="translate(600 110)">
    ${[0, 90]
      .map(
        (dx) => `
    <path d="M${dx} 0 H${dx + 48} L${dx + 42} 150 C${dx + 40} 168 ${dx + 8} 168 ${dx + 6} 150 Z" fill="#fff" opacity="0.85"/>
    <path d="M${dx + 3} 40 H${dx + 45} L${dx + 41} 148 C${dx + 39} 162 ${dx + 9} 162 ${dx + 7} 148 Z" fill="#e8c56a"/>
    ${[60, 90, 120].map((y, j) => `<circle cx="${dx + 16 + j * 8}" cy="${y}" r="3" fill="#fff8dd"/>`).join('')}
    <rect x="${dx + 21}" y="166" width="6" height="90" fill="#fff" opacity="0.85"/>
    <ellipse cx="${dx + 24}" cy="258" rx="34" ry="8" fill="#fff" opacity="0.85"/>`,
      )
      .join('')}
  </g>`,
  bottle: () => `
  <g transform="translate(680 90)">
    <rect x="34" y="0" width="32" height="80" rx="6" fill="#1f3b2a"/>
    <rect x="30" y="0" width="40" height="18" rx="4" fill="#8a6420"/>
    <path d="M34 80 C34 110 0 120 0 160 V320 C0 332 8 340 20 340 H80 C92 340 100 332 100 320 V160 C100 120 66 110 66 80 Z" fill="#1f3b2a"/>
    <rect x="12" y="190" width="76" height="90" rx="4" fill="#faf6f0"/>
    <rect x="24" y="210" width="52" height="6" fill="#5b1a2e"/>
    <rect x="30" y="226" width="40" height="4" fill="#8a6420"/>
    <rect x="26" y="240" width="48" height="3" fill="#5a4e52"/>
  </g>`,
  barrel: () => `
  <g transform="translate(600 260)">
    <ellipse cx="110" cy="90" rx="120" ry="100" fill="#7a4a26"/>
    <ellipse cx="110" cy="90" rx="80" ry="100" fill="#8f5a30"/>
    <ellipse cx="110" cy="90" rx="60" ry="76" fill="#a66c3c"/>
    <ellipse cx="110" cy="90" rx="20" ry="24" fill="#5a3418"/>
    ${[-60, 60].map((dx) => `<path d="M${110 + dx} -8 C${110 + dx * 1.6} 40 ${110 + dx * 1.6} 140 ${110 + dx} 188" stroke="#3f2c1a" stroke-width="8" fill="none"/>`).join('')}
  </g>`,
  screen: () => `
  <g transform="translate(560 130)">
    <rect x="0" y="0" width="300" height="190" rx="14" fill="#1e1215"/>
    <rect x="12" y="12" width="276" height="166" rx="6" fill="#f4e9ea"/>
    <path d="M12 140 C80 110 140 130 200 112 C240 100 270 108 288 104 V178 H12 Z" fill="#6d7a4f"/>
    <circle cx="232" cy="50" r="18" fill="#f2c879"/>
    <path d="M120 60 L170 90 L120 120 Z" fill="#5b1a2e"/>
    <rect x="-30" y="190" width="360" height="16" rx="8" fill="#3b2b2f"/>
  </g>`,
  lake: () => `
  <path d="M0 380 C240 360 520 370 960 350 L960 430 C700 440 300 450 0 440 Z" fill="#9fc0d8" opacity="0.95"/>
  <path d="M120 400 H360 M480 410 H700 M760 396 H900" stroke="#fff" stroke-width="3" opacity="0.6"/>`,
  sherry: () => `
  <g transform="translate(560 170)">
    <path d="M0 260 V70 C0 20 60 0 150 0 C240 0 300 20 300 70 V260 Z" fill="#faf0dc"/>
    <path d="M110 260 V140 C110 110 130 96 150 96 C170 96 190 110 190 140 V260 Z" fill="#8a6236"/>
    ${[40, 230].map((x) => `<rect x="${x}" y="110" width="34" height="60" rx="17" fill="#8a6236"/>`).join('')}
    <path d="M-20 70 H320" stroke="#c49a64" stroke-width="10"/>
  </g>`,
  farmhouse: () => `
  <g transform="translate(620 240)">
    <rect x="0" y="60" width="200" height="120" fill="#e7c9a0"/>
    <path d="M-16 66 L100 0 L216 66 Z" fill="#b5562f"/>
    <rect x="30" y="100" width="34" height="40" fill="#5a3418"/>
    <rect x="136" y="100" width="34" height="40" fill="#5a3418"/>
    <rect x="84" y="120" width="32" height="60" fill="#3f2c1a"/>
    ${[0, 1, 2].map((i) => `<path d="M${-60 - i * 40} 180 V${40 - i * 10} C${-50 - i * 40} ${20 - i * 10} ${-70 - i * 40} ${20 - i * 10} ${-60 - i * 40} ${40 - i * 10}" stroke="#2f3b20" stroke-width="14" stroke-linecap="round" fill="none"/>`).join('')}
  </g>`,
  lodge: () => `
  <path d="M0 400 C300 380 600 395 960 380 L960 450 C600 460 300 465 0 455 Z" fill="#5a7d9a" opacity="0.9"/>
  <g transform="translate(560 250)">
    ${[0, 110, 220]
      .map(
        (x, i) => `
    <rect x="${x}" y="${40 - i * 14}" width="96" height="${110 + i * 14}" fill="${['#efe2c8', '#e4cfa8', '#f3e9d6'][i]}"/>
    <path d="M${x - 6} ${44 - i * 14} L${x + 48} ${4 - i * 14} L${x + 102} ${44 - i * 14} Z" fill="#a8482c"/>
    <rect x="${x + 36}" y="96" width="24" height="54" fill="#5a3418"/>`,
      )
      .join('')}
  </g>`,
};

const ART: { file: string; palette: keyof typeof PALETTES; motif: Motif }[] = [
  { file: 'northern-rhone-syrah-dinner', palette: 'dusk', motif: 'glass' },
  { file: 'grower-champagne-afternoon', palette: 'chalk', motif: 'flute' },
  { file: 'english-sparkling-in-the-city', palette: 'city', motif: 'flute' },
  { file: 'online-masterclass-burgundy-label', palette: 'evening', motif: 'bottle' },
  { file: 'douro-port-lodge-evening', palette: 'river', motif: 'lodge' },
  { file: 'two-days-in-the-cote-de-nuits', palette: 'burgundy', motif: 'barrel' },
  { file: 'sherry-bodegas-of-jerez', palette: 'sherry', motif: 'sherry' },
  { file: 'chianti-classico-harvest-week', palette: 'tuscany', motif: 'farmhouse' },
  { file: 'online-tour-swiss-chasselas', palette: 'lake', motif: 'screen' },
];

function artwork(palette: Palette, motif: Motif): string {
  const extra = motif === 'lake' ? '' : motif === 'screen' ? MOTIFS.lake(palette) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 540" width="960" height="540">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.skyTop}"/>
      <stop offset="1" stop-color="${palette.skyBottom}"/>
    </linearGradient>
  </defs>
  <rect width="960" height="540" fill="url(#sky)"/>
  <circle cx="220" cy="150" r="64" fill="${palette.sun}" opacity="0.9"/>
  ${hills(palette)}
  ${extra}
  ${MOTIFS[motif](palette)}
</svg>
`;
}

const outDir = path.resolve(import.meta.dirname, '../apps/web/public/artwork');
fs.mkdirSync(outDir, { recursive: true });
for (const { file, palette, motif } of ART) {
  fs.writeFileSync(path.join(outDir, `${file}.svg`), artwork(PALETTES[palette], motif));
}
console.log(`wrote ${ART.length} illustrations to ${outDir}`);
