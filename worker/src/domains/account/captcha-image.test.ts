import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, drawCaptcha, GLYPHS, svgDataUrl } from './captcha-image';

/** A small deterministic generator (mulberry32) so a drawing can be reproduced. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('captcha drawing', () => {
  it('answers with characters of the alphabet only, leaving out look-alikes', () => {
    for (let i = 0; i < 50; i++) {
      const { answer } = drawCaptcha();
      expect(answer).toHaveLength(CAPTCHA_LENGTH);
      for (const ch of answer) expect(CAPTCHA_ALPHABET).toContain(ch);
    }
    for (const lookAlike of ['0', 'O', 'Q', '1', 'I']) expect(CAPTCHA_ALPHABET).not.toContain(lookAlike);
  });

  it('keeps every glyph point on its 10 × 14 grid', () => {
    for (const strokes of Object.values(GLYPHS)) {
      expect(strokes.length).toBeGreaterThan(0);
      for (const stroke of strokes) {
        expect(stroke.points.length).toBeGreaterThanOrEqual(2);
        for (const [x, y] of stroke.points) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(10);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(14);
        }
      }
    }
  });

  it('draws paths only: the answer never appears as text in the SVG', () => {
    const { answer, svg } = drawCaptcha(seeded(7));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<text|<tspan|font/i);
    expect(svg).not.toContain(answer);
    expect(svg).not.toMatch(/NaN|undefined/);
  });

  it('draws one path per glyph stroke plus the noise curves', () => {
    const { answer, svg } = drawCaptcha(seeded(42));
    const strokes = [...answer].reduce((sum, ch) => sum + GLYPHS[ch]!.length, 0);
    expect(svg.match(/<path /g)).toHaveLength(strokes + 3);
    expect(svg.match(/<circle /g)!.length).toBeGreaterThanOrEqual(30);
  });

  it('is reproducible from the same random source and differs between sources', () => {
    expect(drawCaptcha(seeded(1))).toEqual(drawCaptcha(seeded(1)));
    expect(drawCaptcha(seeded(1)).svg).not.toBe(drawCaptcha(seeded(2)).svg);
  });

  it('makes a base64 SVG data URL that decodes back to the drawing', () => {
    const { svg } = drawCaptcha(seeded(3));
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(atob(url.slice('data:image/svg+xml;base64,'.length))).toBe(svg);
  });
});
