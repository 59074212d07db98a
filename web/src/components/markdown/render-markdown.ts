import DOMPurify from 'dompurify';
import { Marked, type TokenizerAndRendererExtension, type Tokens } from 'marked';
import type { MathRenderer } from './load-math';

interface MathToken extends Tokens.Generic {
  text: string;
  display: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Until the formula renderer has loaded a formula shows its TeX as written, so the text around it reads at once. */
const pendingMath = (token: MathToken) => `<span class="math-pending">${escapeHtml(token.raw.trim())}</span>`;

const BLOCK_MATH = /^\$\$[ \t]*\n?([\s\S]+?)\n?[ \t]*\$\$[ \t]*(?:\n+|$)/;
// `$…$` on one line; a closing `$` followed by a digit is money ("$5 and $6"), not math.
const INLINE_MATH = /^(\$\$?)(?!\$)((?:\\[\s\S]|[^\\\n$])+?)\1(?!\d)/;

const mathExtensions = (renderMath: MathRenderer | undefined): TokenizerAndRendererExtension[] => {
  const render = (token: MathToken) =>
    renderMath ? renderMath(token.text, token.display) : pendingMath(token);
  return [
    {
      name: 'blockMath',
      level: 'block',
      start: (src) => src.match(/^\$\$/m)?.index,
      tokenizer(src) {
        const match = BLOCK_MATH.exec(src);
        if (!match) return undefined;
        return {
          type: 'blockMath',
          raw: match[0],
          text: match[1]!.trim(),
          display: true,
        } satisfies MathToken;
      },
      renderer: (token) => `<div class="math-block">${render(token as MathToken)}</div>`,
    },
    {
      name: 'inlineMath',
      level: 'inline',
      start: (src) => {
        const index = src.indexOf('$');
        return index < 0 ? undefined : index;
      },
      tokenizer(src) {
        const match = INLINE_MATH.exec(src);
        if (!match) return undefined;
        return {
          type: 'inlineMath',
          raw: match[0],
          text: match[2]!.trim(),
          display: match[1] === '$$',
        } satisfies MathToken;
      },
      renderer: (token) => render(token as MathToken),
    },
  ];
};

const MATH_TOKENS = new Set(['blockMath', 'inlineMath']);

/** One parser per formula renderer: the one without a renderer, then the one with it. */
const parsers = new Map<MathRenderer | undefined, Marked>();
function parserFor(renderMath: MathRenderer | undefined): Marked {
  let parser = parsers.get(renderMath);
  if (!parser) {
    parser = new Marked({ gfm: true, breaks: false, extensions: mathExtensions(renderMath) });
    parsers.set(renderMath, parser);
  }
  return parser;
}

let hooksInstalled = false;
function installHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  // Links written by users open in a new tab and never hand the opener to the target page.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:\/\//i)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // A long code line scrolls its block sideways: a keyboard reaches it to scroll (WCAG 2.1.1).
    if (node.tagName === 'PRE') node.setAttribute('tabindex', '0');
  });
}

/**
 * What text by a trusted author (spec 2 §6: a discussion by an admin or root) may use beyond
 * everyone else's: embedded frames such as videos. Scripts and event handlers stay out even
 * then, since the page holds the reader's session.
 */
const TRUSTED_EXTRAS = {
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder', 'scrolling'],
};

export interface RenderedMarkdown {
  /** Sanitised HTML. */
  html: string;
  /** The text has formulas: render it again with `renderMath` once the renderer has loaded. */
  hasMath: boolean;
}

/**
 * Markdown with `$…$` / `$$…$$` formulas to sanitised HTML, safe for user-written text. Formulas
 * are typeset with `renderMath` when given, else left as their TeX source.
 */
export function renderMarkdown(
  source: string,
  { trusted = false, renderMath }: { trusted?: boolean; renderMath?: MathRenderer } = {},
): RenderedMarkdown {
  installHooks();
  const parser = parserFor(renderMath);
  const tokens = parser.lexer(source ?? '');
  let hasMath = false;
  parser.walkTokens(tokens, (token) => {
    if (MATH_TOKENS.has(token.type)) hasMath = true;
  });
  const html = parser.parser(tokens);
  return { html: DOMPurify.sanitize(html, trusted ? TRUSTED_EXTRAS : { ADD_ATTR: ['target'] }), hasMath };
}
