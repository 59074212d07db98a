import DOMPurify from 'dompurify';
import katex from 'katex';
import { Marked, type TokenizerAndRendererExtension, type Tokens } from 'marked';

interface MathToken extends Tokens.Generic {
  text: string;
  display: boolean;
}

const renderMath = (text: string, display: boolean) =>
  katex.renderToString(text, { displayMode: display, throwOnError: false, output: 'htmlAndMathml' });

const BLOCK_MATH = /^\$\$[ \t]*\n?([\s\S]+?)\n?[ \t]*\$\$[ \t]*(?:\n+|$)/;
// `$…$` on one line; a closing `$` followed by a digit is money ("$5 and $6"), not math.
const INLINE_MATH = /^(\$\$?)(?!\$)((?:\\[\s\S]|[^\\\n$])+?)\1(?!\d)/;

const mathExtensions: TokenizerAndRendererExtension[] = [
  {
    name: 'blockMath',
    level: 'block',
    start: (src) => src.match(/^\$\$/m)?.index,
    tokenizer(src) {
      const match = BLOCK_MATH.exec(src);
      if (!match) return undefined;
      return { type: 'blockMath', raw: match[0], text: match[1]!.trim(), display: true } satisfies MathToken;
    },
    renderer: (token) => `<div class="math-block">${renderMath((token as MathToken).text, true)}</div>`,
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
    renderer: (token) => renderMath((token as MathToken).text, (token as MathToken).display),
  },
];

const marked = new Marked({ gfm: true, breaks: false, extensions: mathExtensions });

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

/** Markdown with `$…$` / `$$…$$` formulas to sanitised HTML, safe for user-written text. */
export function renderMarkdown(source: string, { trusted = false }: { trusted?: boolean } = {}): string {
  installHooks();
  const html = marked.parse(source ?? '', { async: false });
  return DOMPurify.sanitize(html, trusted ? TRUSTED_EXTRAS : { ADD_ATTR: ['target'] });
}
