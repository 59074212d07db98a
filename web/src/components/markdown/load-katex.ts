/** TeX to HTML: `display` for a formula on its own line (`$$…$$`), else inline. */
export type MathRenderer = (tex: string, display: boolean) => string;

let loaded: MathRenderer | null = null;
let pending: Promise<MathRenderer> | null = null;

/** The renderer if KaTeX has already arrived, so later pages typeset on their first render. */
export const loadedMathRenderer = (): MathRenderer | null => loaded;

/**
 * KaTeX's script and its stylesheet (which pulls its fonts), fetched the first time a text has a
 * formula: about 80 KB gzip plus fonts that no page without math should wait for.
 */
export function loadMathRenderer(): Promise<MathRenderer> {
  pending ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')])
    .then(([{ default: katex }]) => {
      loaded = (tex, display) =>
        katex.renderToString(tex, { displayMode: display, throwOnError: false, output: 'htmlAndMathml' });
      return loaded;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
