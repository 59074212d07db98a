import { bytesToBase64 } from '../../lib/encoding';

/**
 * The image captcha, drawn as SVG paths. The npm captcha libraries do not fit a core that
 * must run on Workers: svg-captcha (last release 2019) and captcha-svg-generator load their
 * font through `fs` with opentype.js, trek-captcha needs Node's Buffer, and the rest need a
 * canvas. So the glyphs are a small stroke font of our own. Each character is jittered,
 * scaled, rotated, skewed and bent by a shared wave, and drawn among noise curves of the same
 * colours and widths; the SVG holds no text, only path coordinates, so the answer cannot be
 * read out of the markup.
 */

type Point = readonly [number, number];
/** A stroke is smooth (drawn through its points as a curve) or straight (a polyline). */
interface Stroke {
  smooth: boolean;
  points: Point[];
}

const S = (...points: Point[]): Stroke => ({ smooth: true, points });
const L = (...points: Point[]): Stroke => ({ smooth: false, points });

/** Glyphs on a 10 × 14 grid (y down, baseline at 14). Characters easy to confuse (0 O Q 1 I) are left out. */
export const GLYPHS: Record<string, Stroke[]> = {
  '2': [S([1, 3.5], [3, 1], [6, 0.6], [8.5, 2.5], [8.5, 5.5], [5, 9.5], [1, 14]), L([1, 14], [9.5, 14])],
  '3': [
    S([1, 2], [4, 0.5], [7.5, 1], [8.5, 3.5], [7, 6], [4, 7]),
    S([4, 7], [8, 8.5], [9, 11], [7.5, 13.5], [4, 14], [1, 12.5]),
  ],
  '4': [L([7, 14], [7, 0.5], [0.5, 10], [10, 10])],
  '5': [
    L([9, 0.5], [2, 0.5], [1.5, 6.5]),
    S([1.5, 6.5], [5, 5.5], [8.5, 7.5], [9, 10.5], [7, 13.5], [3.5, 14], [1, 12.5]),
  ],
  '6': [
    S(
      [8.5, 1.5],
      [5.5, 0.3],
      [2.5, 2],
      [1, 7],
      [1.5, 12],
      [5, 14],
      [8.5, 12],
      [8.8, 9],
      [6, 6.5],
      [3, 7],
      [1.2, 9.5],
    ),
  ],
  '7': [L([0.5, 0.5], [9.5, 0.5], [4, 14]), L([3, 7], [8, 7])],
  '8': [
    S(
      [5, 7],
      [2, 5.5],
      [1.5, 3],
      [3, 0.8],
      [5, 0.3],
      [7, 0.8],
      [8.5, 3],
      [8, 5.5],
      [5, 7],
      [1.5, 9],
      [1, 11.5],
      [3, 13.7],
      [5, 14],
      [7, 13.7],
      [9, 11.5],
      [8.5, 9],
      [5, 7],
    ),
  ],
  '9': [
    S(
      [8.8, 4.5],
      [7, 7],
      [4, 7.5],
      [1.2, 5.5],
      [1.5, 2],
      [4.5, 0.3],
      [7.5, 1],
      [9, 4.5],
      [8.5, 9.5],
      [6.5, 13],
      [3.5, 14],
      [1.2, 12.5],
    ),
  ],
  A: [L([0.5, 14], [5, 0.5], [9.5, 14]), L([2.3, 9], [7.7, 9])],
  B: [
    L([1, 0.5], [1, 14]),
    S([1, 0.5], [6, 0.5], [8.5, 2], [8.5, 5], [6, 7], [1, 7]),
    S([1, 7], [6.5, 7], [9.3, 9], [9.3, 12], [6.5, 14], [1, 14]),
  ],
  C: [S([9, 2.5], [6.5, 0.5], [3.5, 0.8], [1.2, 4], [1, 7.5], [1.5, 11], [4, 13.7], [7, 13.8], [9.3, 11.5])],
  D: [L([1, 0.5], [1, 14]), S([1, 0.5], [5, 0.5], [8.5, 3], [9.5, 7.2], [8.5, 11.5], [5, 14], [1, 14])],
  E: [L([9, 0.5], [1, 0.5], [1, 14], [9, 14]), L([1, 7], [7, 7])],
  F: [L([9, 0.5], [1, 0.5], [1, 14]), L([1, 7], [7, 7])],
  G: [
    S(
      [9, 2.5],
      [6.5, 0.5],
      [3.5, 0.8],
      [1.2, 4],
      [1, 7.5],
      [1.5, 11],
      [4, 13.7],
      [7, 13.8],
      [9.3, 11.5],
      [9.3, 8],
    ),
    L([9.3, 8], [5.5, 8]),
  ],
  H: [L([1, 0.5], [1, 14]), L([9, 0.5], [9, 14]), L([1, 7], [9, 7])],
  J: [L([4, 0.5], [9, 0.5]), S([7.5, 0.5], [7.5, 10], [6.5, 13.2], [4, 14], [1.5, 12.5])],
  K: [L([1, 0.5], [1, 14]), L([9, 0.5], [1, 9]), L([3.8, 6.2], [9.5, 14])],
  L: [L([1, 0.5], [1, 14], [9, 14])],
  M: [L([0.8, 14], [0.8, 0.5], [5, 9], [9.2, 0.5], [9.2, 14])],
  N: [L([1, 14], [1, 0.5], [9, 14], [9, 0.5])],
  P: [L([1, 14], [1, 0.5]), S([1, 0.5], [6, 0.5], [9, 2.5], [9, 5.5], [6, 7.5], [1, 7.5])],
  R: [
    L([1, 14], [1, 0.5]),
    S([1, 0.5], [6, 0.5], [9, 2.5], [9, 5.5], [6, 7.5], [1, 7.5]),
    L([5, 7.5], [9.5, 14]),
  ],
  S: [
    S(
      [9, 2.5],
      [7, 0.6],
      [4, 0.4],
      [1.5, 2],
      [1.5, 5],
      [4, 6.5],
      [6.5, 7.5],
      [9, 9.5],
      [8.8, 12.5],
      [6, 14],
      [3, 13.8],
      [1, 11.5],
    ),
  ],
  T: [L([0.5, 0.5], [9.5, 0.5]), L([5, 0.5], [5, 14])],
  U: [S([1, 0.5], [1, 10], [2.5, 13.3], [5, 14], [7.5, 13.3], [9, 10], [9, 0.5])],
  V: [L([0.5, 0.5], [5, 14], [9.5, 0.5])],
  W: [L([0.3, 0.5], [2.6, 14], [5, 4], [7.4, 14], [9.7, 0.5])],
  X: [L([1, 0.5], [9, 14]), L([9, 0.5], [1, 14])],
  Y: [L([0.5, 0.5], [5, 7.5], [9.5, 0.5]), L([5, 7.5], [5, 14])],
  Z: [L([1, 0.5], [9, 0.5], [1, 14], [9, 14])],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WIDTH = 130;
export const CAPTCHA_HEIGHT = 48;
const NOISE_CURVES = 3;

/** A uniform float in [0, 1) from the platform's CSPRNG. */
export function secureRandom(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0]! / 0x1_0000_0000;
}

const INK = ['#1f5fa6', '#a63a1f', '#2e7d32', '#6a1b9a', '#00695c', '#ad1457', '#4e342e', '#283593'];

export interface CaptchaImage {
  answer: string;
  svg: string;
}

/** Draws a fresh captcha; `random` is injectable so tests can fix the output. */
export function drawCaptcha(random: () => number = secureRandom, length = CAPTCHA_LENGTH): CaptchaImage {
  const between = (min: number, max: number) => min + (max - min) * random();
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const fmt = (n: number) => n.toFixed(1);

  const answer = Array.from({ length }, () => pick([...CAPTCHA_ALPHABET])).join('');
  const wave = {
    amplitude: between(1.5, 3.5),
    frequency: between(0.04, 0.09),
    phase: between(0, Math.PI * 2),
  };
  const bend = ([x, y]: Point): Point => [x, y + wave.amplitude * Math.sin(x * wave.frequency + wave.phase)];

  const paths: string[] = [];
  const slot = (CAPTCHA_WIDTH - 16) / length;
  for (const [index, char] of [...answer].entries()) {
    const scale = between(1.85, 2.25);
    const angle = between(-0.3, 0.3);
    const skew = between(-0.25, 0.25);
    const centerX = 8 + slot * (index + 0.5) + between(-3, 3);
    const centerY = CAPTCHA_HEIGHT / 2 + between(-3, 3);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const place = ([gx, gy]: Point): Point => {
      const x = (gx - 5 + between(-0.45, 0.45)) * scale;
      const y = (gy - 7 + between(-0.45, 0.45)) * scale;
      const skewed = x + skew * y;
      return bend([centerX + skewed * cos - y * sin, centerY + skewed * sin + y * cos]);
    };
    const color = pick(INK);
    const width = fmt(between(2.2, 3.2));
    for (const stroke of GLYPHS[char]!) {
      const points = stroke.points.map(place);
      const d = stroke.smooth ? smoothPath(points, fmt) : polylinePath(points, fmt);
      paths.push(
        `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    }
  }

  const noise: string[] = [];
  for (let i = 0; i < NOISE_CURVES; i++) {
    const from: Point = [between(0, 15), between(5, CAPTCHA_HEIGHT - 5)];
    const to: Point = [between(CAPTCHA_WIDTH - 15, CAPTCHA_WIDTH), between(5, CAPTCHA_HEIGHT - 5)];
    const c1: Point = [between(20, 60), between(-10, CAPTCHA_HEIGHT + 10)];
    const c2: Point = [between(70, 110), between(-10, CAPTCHA_HEIGHT + 10)];
    noise.push(
      `<path d="M${fmt(from[0])} ${fmt(from[1])}C${fmt(c1[0])} ${fmt(c1[1])} ${fmt(c2[0])} ${fmt(c2[1])} ${fmt(to[0])} ${fmt(to[1])}" fill="none" stroke="${pick(INK)}" stroke-width="${fmt(between(1, 2))}"/>`,
    );
  }
  for (let i = 0; i < 40; i++) {
    noise.push(
      `<circle cx="${fmt(between(0, CAPTCHA_WIDTH))}" cy="${fmt(between(0, CAPTCHA_HEIGHT))}" r="${fmt(between(0.6, 1.6))}" fill="${pick(INK)}" opacity="0.6"/>`,
    );
  }

  // Glyphs and noise are interleaved in a shuffled order so document order does not separate them.
  const layers = [...paths, ...noise.slice(0, NOISE_CURVES)];
  for (let i = layers.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [layers[i], layers[j]] = [layers[j]!, layers[i]!];
  }
  const background = `hsl(${Math.floor(between(0, 360))},40%,${Math.floor(between(92, 97))}%)`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${background}"/>${noise.slice(NOISE_CURVES).join('')}${layers.join('')}</svg>`;
  return { answer, svg };
}

function polylinePath(points: Point[], fmt: (n: number) => string): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`).join('');
}

/** A Catmull-Rom curve through the points, written as cubic Béziers. */
function smoothPath(points: Point[], fmt: (n: number) => string): string {
  let d = `M${fmt(points[0]![0])} ${fmt(points[0]![1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${fmt(c1[0])} ${fmt(c1[1])} ${fmt(c2[0])} ${fmt(c2[1])} ${fmt(p2[0])} ${fmt(p2[1])}`;
  }
  return d;
}

/** The image as the `img` of the captcha response. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(svg))}`;
}
