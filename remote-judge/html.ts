// Reading a remote judge's pages: one parse for every adapter, the cleaning a statement needs
// before it is shown on our pages, and the text of a `<pre>` as a file holds it.
import { type HTMLElement, parse } from 'node-html-parser';

/**
 * Parses a page or a fragment. node-html-parser keeps `pre` as raw text by default; the judges
 * put elements inside their `pre` (Codeforces a div per sample line, HDU a styled div and the
 * hint box), so only scripts and styles stay raw. Comments are dropped.
 */
export function parseHtml(html: string): HTMLElement {
  return parse(html, { blockTextElements: { script: true, style: true } });
}

/**
 * Tags that never reach our pages from a judge's statement: they run code, load other pages,
 * post forms, or (`base`, `meta`, `link`) change how the rest of our page is read.
 */
const DROPPED_TAGS = 'script, style, iframe, frame, frameset, object, embed, applet, form, link, meta, base';

/** The attributes that hold a URL a reader's browser would load or follow. */
const URL_ATTRIBUTES = ['src', 'href', 'xlink:href'] as const;

/**
 * The value to keep for a URL attribute, or null to remove it. Relative URLs (`../x.png`,
 * `images/x.png`, `/x.png`, `//cdn/x.png`) are made absolute to the judge's page, as its reader's
 * browser resolved them there. Only http(s) and mailto survive, plus `data:image/` in `src`
 * (a picture inlined in the statement); `javascript:`, `vbscript:`, other `data:` and the rest
 * are removed. The scheme is read by the URL parser, so `JaVa\tscript:` is caught too.
 * Absolute http(s), mailto and `#anchor` values stay as the judge wrote them.
 */
function safeUrl(value: string, attribute: string, pageUrl: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return value;
  let url: URL;
  try {
    url = new URL(trimmed, pageUrl);
  } catch {
    return null;
  }
  if (url.protocol === 'data:') {
    return attribute === 'src' && /^data:image\//i.test(trimmed) ? value : null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'mailto:') return null;
  return /^(https?:|mailto:)/i.test(trimmed) ? value : url.toString();
}

/**
 * A statement fragment as HTML our pages can show: dangerous tags (and `also`, the judge's own
 * chrome such as a section heading) removed, every `on*` event handler removed, and each URL made
 * absolute to `pageUrl` or removed when it is not a web link (see `safeUrl`). Text, formulas and
 * the remaining markup stay as the judge wrote them. The input is never changed: it is reparsed.
 */
export function cleanStatementHtml(html: string, pageUrl: string, { also }: { also?: string } = {}): string {
  const fragment = parseHtml(html);
  const dropped = also ? `${DROPPED_TAGS}, ${also}` : DROPPED_TAGS;
  for (const node of fragment.querySelectorAll(dropped)) node.remove();
  for (const node of fragment.querySelectorAll('*')) {
    for (const name of Object.keys(node.attributes)) {
      if (/^on/i.test(name)) node.removeAttribute(name);
    }
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value === undefined) continue;
      const kept = safeUrl(value, name, pageUrl);
      if (kept === null) node.removeAttribute(name);
      else if (kept !== value) node.setAttribute(name, kept);
    }
  }
  return fragment.innerHTML.trim();
}

/**
 * The text of a `<pre>` (or of an element inside one) as a file holds it: entities decoded,
 * `<br>` read as a line break, and CRLF or a lone CR (Windows-made data) as LF. Elements inside
 * (HDU's styled div, a `<span>`) add their text and nothing else.
 */
export function preformattedText(element: HTMLElement): string {
  return parseHtml(element.innerHTML.replace(/<br\s*\/?>/gi, '\n')).text.replace(/\r\n?/g, '\n');
}

/**
 * The values a `<select>` offers, in page order, without empty placeholders or repeats; null
 * when it offers none (a form the judge shows empty is no list of languages).
 */
export function optionValues(select: HTMLElement): string[] | null {
  const values = select
    .querySelectorAll('option')
    .map((option) => option.getAttribute('value') ?? '')
    .filter((value) => value !== '');
  return values.length > 0 ? [...new Set(values)] : null;
}
