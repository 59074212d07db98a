/** TeX to HTML: `display` for a formula on its own line (`$$…$$`), else inline. */
export type MathRenderer = (tex: string, display: boolean) => string;

let loaded: MathRenderer | null = null;
let pending: Promise<MathRenderer> | null = null;

/** The renderer if it has already arrived, so later pages typeset on their first render. */
export const loadedMathRenderer = (): MathRenderer | null => loaded;

/**
 * Temml (TeX to MathML, which every browser the app supports lays out itself) and its small
 * stylesheet, fetched the first time a text has a formula. It replaced KaTeX, whose HTML layout
 * needs its own script, stylesheet and fonts: 44 KB brotli against 70, no font files, and
 * formulas a screen reader reads natively. The stylesheet takes the reader's installed math font
 * (Cambria Math, STIX Two Math, Noto Sans Math, else the browser's `math` family).
 */
export function loadMathRenderer(): Promise<MathRenderer> {
  pending ??= Promise.all([import('temml'), import('temml/dist/Temml-Local.css')])
    .then(([{ default: temml }]) => {
      loaded = (tex, display) => temml.renderToString(tex, { displayMode: display, throwOnError: false });
      return loaded;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
