/**
 * Generates the site's original, lightweight SVG illustrations into site/public/images/.
 * Run with `npx tsx site/tools/make-images.ts` after changing a picture; the output is committed.
 */
import fs from 'node:fs';
import path from 'node:path';

const out = path.resolve(import.meta.dirname, '..', 'public', 'images');

// Small deterministic random generator so the pictures are stable between runs.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const r1 = (n: number) => Math.round(n * 10) / 10;

function svg(w: number, h: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title}</title>${body}</svg>\n`;
}

function table(w: number, h: number, color = '#8a5a32', stripe = '#7a4d29'): string {
  let s = `<rect width="${w}" height="${h}" fill="${color}"/>`;
  for (let y = 18; y < h; y += 46) s += `<rect y="${y}" width="${w}" height="3" fill="${stripe}"/>`;
  return s;
}

/** Spots scattered inside a circle. */
function spots(cx: number, cy: number, radius: number, n: number, seed: number, fill: string, size = [2, 5]): string {
  const rand = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * radius;
    const rr = size[0] + rand() * (size[1] - size[0]);
    s += `<circle cx="${r1(cx + Math.cos(a) * d)}" cy="${r1(cy + Math.sin(a) * d)}" r="${r1(rr)}"/>`;
  }
  return `<g fill="${fill}">${s}</g>`;
}

/** Grains (small ellipses) inside a circle. */
function grains(cx: number, cy: number, radius: number, n: number, seed: number, fill: string): string {
  const rand = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * radius;
    const rot = Math.round(rand() * 180);
    s += `<ellipse cx="${r1(cx + Math.cos(a) * d)}" cy="${r1(cy + Math.sin(a) * d)}" rx="5" ry="1.8" transform="rotate(${rot} ${r1(cx + Math.cos(a) * d)} ${r1(cy + Math.sin(a) * d)})"/>`;
  }
  return `<g fill="${fill}">${s}</g>`;
}

function bowl(cx: number, cy: number, r: number, curry: string, rim = '#e8e2d6', extra = ''): string {
  return `<circle cx="${cx}" cy="${cy + 4}" r="${r + 2}" fill="#000" opacity=".18"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${rim}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="${curry}"/>${extra}`;
}

function katori(cx: number, cy: number, r: number, curry: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#b8860b"/><circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="${curry}"/>${extra}`;
}

function roti(cx: number, cy: number, r: number, seed: number, color = '#e3b46d', char = '#a0612a'): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" stroke="#c98f45" stroke-width="2"/>${spots(cx, cy, r * 0.8, Math.round(r / 3), seed, char, [1.5, 4])}`;
}

function thali(cx: number, cy: number, r: number, seed: number, bowls: string[]): string {
  const k = r * 0.27;
  const ring = r * 0.58;
  let s = `<circle cx="${cx}" cy="${cy + 6}" r="${r + 3}" fill="#000" opacity=".2"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#c9972c"/><circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="#e2b84a"/>`;
  bowls.forEach((c, i) => {
    const a = -Math.PI / 2 + (i * Math.PI * 2) / (bowls.length + 1);
    s += katori(
      r1(cx + Math.cos(a) * ring),
      r1(cy + Math.sin(a) * ring),
      r1(k),
      c,
      spots(cx + Math.cos(a) * ring, cy + Math.sin(a) * ring, k * 0.5, 4, seed + i, '#fff7', [1.5, 3]),
    );
  });
  const a = -Math.PI / 2 + (bowls.length * Math.PI * 2) / (bowls.length + 1);
  s += roti(r1(cx + Math.cos(a) * ring * 0.95), r1(cy + Math.sin(a) * ring * 0.95), r1(k * 1.15), seed + 9);
  s += `<circle cx="${cx}" cy="${cy}" r="${r1(k * 0.95)}" fill="#fbf8f0"/>${grains(cx, cy, k * 0.75, 30, seed + 3, '#e9e1cf')}`;
  return s;
}

function steam(x: number, y: number): string {
  return `<g fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".55"><path d="M${x} ${y}c-8-12 8-18 0-30"/><path d="M${x + 22} ${y - 6}c-8-12 8-18 0-30"/></g>`;
}

const dishes: Record<string, { title: string; body: () => string }> = {
  'village-thali': {
    title: 'Village Thali',
    body: () => table(400, 300) + thali(200, 150, 128, 1, ['#e6a817', '#5f8f2f', '#f3efe3', '#b5421f']),
  },
  'rajasthani-thali': {
    title: 'Rajasthani Thali',
    body: () => table(400, 300, '#9b5b2d') + thali(200, 150, 128, 2, ['#d9931a', '#e1c16e', '#c0561f', '#f0d060']),
  },
  'punjabi-thali': {
    title: 'Punjabi Thali',
    body: () => table(400, 300, '#7d4f2c') + thali(200, 150, 128, 3, ['#a7481b', '#e07b2a', '#f3efe3', '#6b3a1d']),
  },
  'tandoori-roti': {
    title: 'Tandoori Roti',
    body: () =>
      table(400, 300) +
      `<circle cx="200" cy="158" r="122" fill="#000" opacity=".18"/><circle cx="200" cy="150" r="122" fill="#6f4a2a"/>` +
      roti(180, 150, 88, 11, '#d9a05a', '#8a4a1c') +
      roti(230, 140, 80, 12, '#e3b46d', '#8a4a1c') +
      steam(200, 70),
  },
  'aloo-paratha': {
    title: 'Aloo Paratha',
    body: () =>
      table(400, 300) +
      `<circle cx="170" cy="158" r="118" fill="#000" opacity=".18"/><circle cx="170" cy="150" r="118" fill="#f4efe6"/>` +
      roti(170, 150, 94, 21, '#e0a441', '#9a5516') +
      `<path d="M95 150a75 75 0 0 1 150 0" fill="none" stroke="#c27d24" stroke-width="3"/>` +
      bowl(330, 90, 44, '#fbfaf6', '#d9d2c3') +
      bowl(330, 220, 36, '#b9361a', '#d9d2c3', spots(330, 220, 20, 8, 22, '#e9a23b', [2, 4])),
  },
  'gobi-paratha': {
    title: 'Gobi Paratha',
    body: () =>
      table(400, 300, '#936038') +
      `<circle cx="200" cy="158" r="124" fill="#000" opacity=".18"/><circle cx="200" cy="150" r="124" fill="#f4efe6"/>` +
      `<path d="M200 150 L300 90 A115 115 0 0 1 300 210Z" fill="#d8993c"/>` +
      roti(190, 150, 96, 31, '#e8b45a', '#9a5516') +
      spots(190, 150, 60, 14, 32, '#f7f0d8', [2, 5]) +
      `<path d="M140 120l10 5M230 180l12-3M170 200l8 8" stroke="#3f7a2a" stroke-width="4" stroke-linecap="round"/>`,
  },
  'mixed-vegetables': {
    title: 'Mixed Vegetables',
    body: () =>
      table(400, 300) +
      bowl(
        200,
        150,
        118,
        '#c4581f',
        '#e8e2d6',
        spots(200, 150, 76, 16, 41, '#f3a53a', [6, 10]) +
          spots(200, 150, 78, 14, 42, '#4e8f2c', [5, 9]) +
          spots(200, 150, 70, 10, 43, '#f4e7c3', [5, 8]),
      ),
  },
  'palak-paneer': {
    title: 'Palak Paneer',
    body: () => {
      const rand = rng(51);
      let cubes = '';
      for (let i = 0; i < 9; i++) {
        const x = 150 + rand() * 90;
        const y = 105 + rand() * 80;
        cubes += `<rect x="${r1(x)}" y="${r1(y)}" width="20" height="20" rx="3" transform="rotate(${Math.round(rand() * 60)} ${r1(x + 10)} ${r1(y + 10)})"/>`;
      }
      return (
        table(400, 300, '#8d5a33') +
        bowl(
          200,
          150,
          118,
          '#2f6b24',
          '#e8e2d6',
          `<g fill="#fbf3da" stroke="#e2d3a8">${cubes}</g><path d="M150 190c20-12 50-12 80 0" stroke="#f5ecd8" stroke-width="5" fill="none" stroke-linecap="round"/>`,
        )
      );
    },
  },
  'dal-tadka': {
    title: 'Dal Tadka',
    body: () =>
      table(400, 300) +
      bowl(
        200,
        150,
        118,
        '#e3a21a',
        '#e8e2d6',
        spots(200, 150, 80, 18, 61, '#a23b12', [2, 5]) +
          spots(200, 150, 70, 12, 62, '#3f7a2a', [2, 4]) +
          `<path d="M160 130c25 10 55 10 80 0" stroke="#c27b12" stroke-width="5" fill="none"/>`,
      ),
  },
  'dal-makhani': {
    title: 'Dal Makhani',
    body: () =>
      table(400, 300, '#9a6237') +
      bowl(
        200,
        150,
        118,
        '#5a2312',
        '#e8e2d6',
        spots(200, 150, 80, 20, 71, '#3a140a', [3, 6]) +
          `<path d="M170 150c0-25 45-25 45 0s-35 22-35 0 20-10 22 0" stroke="#fbf3e4" stroke-width="7" fill="none" stroke-linecap="round"/>`,
      ),
  },
  'jeera-rice': {
    title: 'Jeera Rice',
    body: () =>
      table(400, 300) +
      bowl(
        200,
        150,
        118,
        '#fbf8ee',
        '#d9d2c3',
        grains(200, 150, 86, 140, 81, '#e9e1cf') +
          spots(200, 150, 80, 26, 82, '#6b4a22', [1.5, 2.5]) +
          spots(200, 150, 60, 6, 83, '#3f7a2a', [2, 3]),
      ),
  },
  'veg-biryani': {
    title: 'Veg Biryani',
    body: () =>
      table(400, 300, '#7a4a2a') +
      bowl(
        200,
        150,
        118,
        '#f3c868',
        '#6b3a1d',
        grains(200, 150, 86, 120, 91, '#fff6dc') +
          grains(200, 150, 86, 50, 92, '#e08a1e') +
          spots(200, 150, 70, 8, 93, '#c0392b', [4, 6]) +
          spots(200, 150, 75, 8, 94, '#4e8f2c', [4, 6]),
      ),
  },
  'gulab-jamun': {
    title: 'Gulab Jamun',
    body: () =>
      table(400, 300) +
      bowl(
        200,
        150,
        118,
        '#d98a2b',
        '#e8e2d6',
        `<g><circle cx="165" cy="135" r="34" fill="#6b2410"/><circle cx="235" cy="140" r="34" fill="#7a2c12"/><circle cx="200" cy="190" r="32" fill="#5e1f0d"/></g><g fill="#fff" opacity=".35"><circle cx="155" cy="122" r="8"/><circle cx="225" cy="127" r="8"/><circle cx="190" cy="178" r="7"/></g>`,
      ),
  },
  kheer: {
    title: 'Kheer',
    body: () => {
      const rand = rng(101);
      let nuts = '';
      for (let i = 0; i < 12; i++) {
        const x = 140 + rand() * 120;
        const y = 100 + rand() * 100;
        nuts += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="8" ry="3" transform="rotate(${Math.round(rand() * 180)} ${r1(x)} ${r1(y)})"/>`;
      }
      return (
        table(400, 300, '#8f5c35') +
        bowl(
          200,
          150,
          118,
          '#f6ead0',
          '#b46a3c',
          grains(200, 150, 80, 60, 102, '#efe0bd') +
            `<g fill="#a3c45a">${nuts}</g>` +
            spots(200, 150, 70, 8, 103, '#c27b12', [2, 3]),
        )
      );
    },
  },
  'dal-baati-churma': {
    title: 'Dal Baati Churma',
    body: () =>
      table(400, 300) +
      `<circle cx="200" cy="158" r="130" fill="#000" opacity=".18"/><circle cx="200" cy="150" r="130" fill="#c9972c"/><circle cx="200" cy="150" r="118" fill="#e2b84a"/>` +
      `<g fill="#c98a3a" stroke="#8a5317" stroke-width="2"><circle cx="150" cy="110" r="30"/><circle cx="205" cy="95" r="28"/><circle cx="160" cy="175" r="29"/></g>` +
      spots(170, 130, 60, 10, 111, '#8a531780', [2, 3]) +
      katori(250, 175, 40, '#e3a21a', spots(250, 175, 22, 6, 112, '#a23b12', [2, 3])) +
      spots(255, 110, 26, 40, 113, '#d9a441', [2, 4]),
  },
};

function gallery(): Record<string, { title: string; body: string }> {
  const W = 600;
  const H = 450;
  const wall = (c1: string) => `<rect width="${W}" height="${H}" fill="${c1}"/>`;
  return {
    'thali-spread': {
      title: 'Village thali',
      body: table(W, H) + thali(300, 225, 190, 201, ['#e6a817', '#5f8f2f', '#f3efe3', '#b5421f', '#6b3a1d']),
    },
    'clay-chulha': {
      title: 'Clay chulha',
      body:
        wall('#c98c5a') +
        `<rect y="330" width="${W}" height="120" fill="#8a5a32"/><path d="M150 330 Q150 200 300 200 Q450 200 450 330Z" fill="#a0522d"/><path d="M240 330 Q240 270 300 270 Q360 270 360 330Z" fill="#2b1a12"/>` +
        `<path d="M270 330c-10-30 20-40 10-65 25 20 35 40 20 65z" fill="#f59e0b"/><path d="M290 330c-5-18 12-24 8-40 14 14 18 26 10 40z" fill="#fde047"/>` +
        `<ellipse cx="300" cy="196" rx="140" ry="16" fill="#333"/>` +
        roti(300, 180, 50, 202) +
        steam(290, 120),
    },
    'spice-tray': {
      title: 'Spice tray',
      body: (() => {
        let s = `<rect width="${W}" height="${H}" fill="#6b4423"/><rect x="60" y="45" width="480" height="360" rx="26" fill="#a86b3c"/><rect x="80" y="65" width="440" height="320" rx="18" fill="#c48a55"/>`;
        const colors = [
          '#d62828',
          '#f4a20c',
          '#e9c46a',
          '#6a994e',
          '#8d5524',
          '#3d2b1f',
          '#e76f51',
          '#f1e3c5',
          '#9c2a1b',
        ];
        colors.forEach((c, i) => {
          const cx = 170 + (i % 3) * 130;
          const cy = 130 + Math.floor(i / 3) * 100;
          s += bowl(cx, cy, 42, c, '#f0e8da', spots(cx, cy, 26, 8, 300 + i, '#0002', [1.5, 3]));
        });
        return s;
      })(),
    },
    'fresh-rotis': {
      title: 'Fresh rotis',
      body:
        table(W, H, '#7e5231') +
        `<ellipse cx="250" cy="330" rx="190" ry="46" fill="#000" opacity=".2"/>` +
        [0, 1, 2, 3, 4, 5]
          .map(
            (i) =>
              `<ellipse cx="250" cy="${310 - i * 18}" rx="180" ry="50" fill="${i % 2 ? '#e3b46d' : '#d9a05a'}" stroke="#b57a34" stroke-width="2"/>`,
          )
          .join('') +
        spots(250, 220, 120, 22, 401, '#9a5516', [2, 5]) +
        bowl(490, 130, 62, '#f6d365', '#d9d2c3', spots(490, 130, 35, 6, 402, '#fff8', [3, 6])) +
        steam(230, 130),
    },
    'village-kitchen': {
      title: 'Village kitchen',
      body:
        wall('#d9a066') +
        `<rect y="300" width="${W}" height="150" fill="#9c6b3f"/><rect x="60" y="150" width="480" height="14" fill="#6b4423"/>` +
        `<g fill="#b87333"><circle cx="120" cy="120" r="30"/><circle cx="200" cy="115" r="36"/><circle cx="290" cy="122" r="28"/></g><g fill="#8b4513"><ellipse cx="390" cy="115" rx="34" ry="36"/><ellipse cx="470" cy="122" rx="26" ry="28"/></g>` +
        `<g stroke="#6b4423" stroke-width="3"><path d="M120 40v50M200 40v44M290 40v60M390 40v44M470 40v60"/></g>` +
        `<path d="M90 300q0-80 90-80t90 80z" fill="#a0522d"/><path d="M330 300h200v-60h-200z" fill="#7a4a2a"/><g fill="#d8c3a5"><circle cx="370" cy="230" r="18"/><circle cx="420" cy="228" r="20"/><circle cx="475" cy="232" r="17"/></g>`,
    },
    sweets: {
      title: 'Sweets',
      body:
        table(W, H, '#8f5c35') +
        bowl(
          200,
          225,
          130,
          '#d98a2b',
          '#b46a3c',
          `<circle cx="160" cy="200" r="38" fill="#6b2410"/><circle cx="240" cy="205" r="38" fill="#7a2c12"/><circle cx="200" cy="265" r="36" fill="#5e1f0d"/>`,
        ) +
        bowl(
          440,
          225,
          115,
          '#f6ead0',
          '#b46a3c',
          grains(440, 225, 80, 50, 501, '#efe0bd') + spots(440, 225, 70, 14, 502, '#a3c45a', [2, 4]),
        ),
    },
    'farm-vegetables': {
      title: 'Farm vegetables',
      body:
        `<rect width="${W}" height="${H}" fill="#9ccc65"/><rect y="280" width="${W}" height="170" fill="#7b5232"/>` +
        `<path d="M40 260h240l-30 150H70z" fill="#c9a06b"/><path d="M320 260h240l-30 150H350z" fill="#c9a06b"/>` +
        `<g fill="#d62828">${[80, 130, 180, 230].map((x, i) => `<circle cx="${x}" cy="${240 - (i % 2) * 12}" r="30"/>`).join('')}</g>` +
        `<g fill="#f7f3e3">${[370, 420, 470, 520].map((x, i) => `<circle cx="${x}" cy="${232 - (i % 2) * 14}" r="32"/>`).join('')}</g>` +
        `<g fill="#4e8f2c">${[360, 530].map((x) => `<path d="M${x} 250q-20-60 20-90q10 60-20 90z"/>`).join('')}</g>` +
        `<g stroke="#2d6a2f" stroke-width="8" stroke-linecap="round" fill="none"><path d="M150 380q60-40 120-20"/><path d="M430 390q50-30 110-10"/></g>`,
    },
    'biryani-pot': {
      title: 'Biryani handi',
      body:
        table(W, H, '#6e4226') +
        `<ellipse cx="300" cy="240" rx="210" ry="170" fill="#000" opacity=".2"/><ellipse cx="300" cy="230" rx="200" ry="160" fill="#5a2d14"/>` +
        `<ellipse cx="300" cy="225" rx="170" ry="130" fill="#f3c868"/>` +
        grains(300, 225, 120, 200, 801, '#fff6dc') +
        grains(300, 225, 120, 80, 802, '#e08a1e') +
        spots(300, 225, 100, 14, 803, '#c0392b', [5, 8]) +
        spots(300, 225, 110, 14, 804, '#4e8f2c', [4, 7]) +
        steam(290, 80),
    },
  };
}

function hero(): string {
  const W = 560;
  const H = 440;
  return svg(
    W,
    H,
    'Village thali beside a clay chulha',
    `<circle cx="280" cy="220" r="210" fill="#fde9d2" opacity=".16"/>` +
      `<g fill="#fcd34d" opacity=".9"><circle cx="455" cy="90" r="42"/></g>` +
      `<path d="M40 360 Q40 250 130 250 Q220 250 220 360Z" fill="#c2703d"/><path d="M95 360 Q95 318 130 318 Q165 318 165 360Z" fill="#2b1a12"/>` +
      `<path d="M115 360c-6-20 14-28 7-44 18 14 24 28 14 44z" fill="#f59e0b"/>` +
      `<ellipse cx="130" cy="246" rx="92" ry="12" fill="#3a2a20"/>` +
      roti(130, 232, 36, 901) +
      thali(340, 270, 150, 902, ['#e6a817', '#5f8f2f', '#f3efe3', '#b5421f']) +
      steam(330, 100),
  );
}

function favicon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><circle cx="32" cy="32" r="32" fill="#9a3412"/><circle cx="32" cy="34" r="21" fill="#e2b84a"/><circle cx="32" cy="34" r="17" fill="#f2d27a"/><circle cx="25" cy="29" r="5" fill="#e6a817"/><circle cx="39" cy="29" r="5" fill="#5f8f2f"/><circle cx="32" cy="41" r="5" fill="#b5421f"/><path d="M26 12c-3 4 3 5 0 9M34 10c-3 4 3 5 0 9" stroke="#fde9d2" stroke-width="2.5" fill="none" stroke-linecap="round"/></svg>\n`;
}

fs.mkdirSync(path.join(out, 'dishes'), { recursive: true });
fs.mkdirSync(path.join(out, 'gallery'), { recursive: true });
for (const [name, d] of Object.entries(dishes))
  fs.writeFileSync(path.join(out, 'dishes', `${name}.svg`), svg(400, 300, d.title, d.body()));
for (const [name, g] of Object.entries(gallery()))
  fs.writeFileSync(path.join(out, 'gallery', `${name}.svg`), svg(600, 450, g.title, g.body));
fs.writeFileSync(path.join(out, 'hero.svg'), hero());
fs.writeFileSync(path.resolve(out, '..', 'favicon.svg'), favicon());
console.log('images written to', out);
