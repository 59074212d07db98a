// Reads a Codeforces problem page (problemset and Gym share one layout): the `.problem-statement`
// block with its header (title, limits), the legend, the input and output sections, the samples
// and the note, plus the `.tag-box` tags beside it.
import type { HTMLElement } from 'node-html-parser';
import { RemoteJudgeError, type RemoteProblem } from '../adapter';
import { cleanStatementHtml, parseHtml, preformattedText } from '../html';

/** "No such problem" is the flash Codeforces shows on the page it redirects an unknown problem to. */
export function isNoSuchProblemPage(html: string): boolean {
  return /No such problem/i.test(html);
}

/** "1 second", "2.5 seconds", "1 s" -> ms. */
export function parseTimeLimitMs(text: string): number | null {
  const match = /([\d.]+)\s*(?:seconds?|s)\b/i.exec(text);
  if (!match) return null;
  const seconds = Number(match[1]);
  return Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null;
}

/** "256 megabytes", "64 MB" -> MB. */
export function parseMemoryLimitMb(text: string): number | null {
  const match = /(\d+)\s*(?:megabytes?|MB)\b/i.exec(text);
  if (!match) return null;
  const megabytes = Number(match[1]);
  return megabytes > 0 ? megabytes : null;
}

/**
 * A section's statement HTML (see `cleanStatementHtml`; the problemset's images are written
 * `../../espresso/...`) without its `.section-title` heading, and Codeforces' `$$$` formula
 * delimiters turned into the `$` our Markdown renderer reads; the TeX inside is kept as written.
 */
function cleanSection(section: HTMLElement | null, pageUrl: string): string {
  if (!section) return '';
  return cleanStatementHtml(section.innerHTML, pageUrl, { also: '.section-title' }).replaceAll('$$$', '$');
}

/**
 * A sample's exact text: one line per `.test-example-line` when Codeforces marks them (an empty
 * div is an empty line), else the `<pre>` text; always ending with exactly one newline, as a file does.
 */
function codeforcesSampleText(pre: HTMLElement): string {
  const lines = pre.querySelectorAll('.test-example-line');
  const text =
    lines.length > 0 ? lines.map((line) => preformattedText(line)).join('\n') : preformattedText(pre);
  const body = text.replace(/\n+$/, '');
  return body === '' ? '' : `${body}\n`;
}

/** The header's value without its `.property-title` label ("time limit per test"). */
function propertyValue(header: HTMLElement, selector: string): string {
  const property = header.querySelector(selector);
  if (!property) return '';
  const copy = parseHtml(property.innerHTML);
  for (const label of copy.querySelectorAll('.property-title')) label.remove();
  return copy.text.trim();
}

/**
 * The legend is the statement's first child `<div>` without a class, after the header
 * (Codeforces gives it none).
 */
function legendOf(statement: HTMLElement): HTMLElement | null {
  return (
    statement.childNodes.find(
      (node): node is HTMLElement =>
        (node as HTMLElement).tagName === 'DIV' && !(node as HTMLElement).getAttribute('class'),
    ) ?? null
  );
}

/**
 * The problem on `html`, served at `pageUrl` for `remoteId` whose letter is `index`.
 * Throws `malformed` when the page is not a problem page.
 */
export function readCodeforcesStatement(
  html: string,
  { remoteId, index, pageUrl }: { remoteId: string; index: string; pageUrl: string },
): RemoteProblem {
  const page = parseHtml(html);
  const statement = page.querySelector('.problem-statement');
  const header = statement?.querySelector('.header');
  if (!statement || !header) {
    throw new RemoteJudgeError('malformed', `${pageUrl} has no problem statement`);
  }
  const heading = header.querySelector('.title')?.text.trim() ?? '';
  // Codeforces titles the problem "A. Theatre Square"; our title is the name alone.
  const title = heading.startsWith(`${index}. `) ? heading.slice(index.length + 2).trim() : heading;
  const timeLimitMs = parseTimeLimitMs(propertyValue(header, '.time-limit'));
  const memoryLimitMb = parseMemoryLimitMb(propertyValue(header, '.memory-limit'));
  if (!title || timeLimitMs === null || memoryLimitMb === null) {
    throw new RemoteJudgeError('malformed', `${pageUrl} does not show a title and both limits`);
  }
  const inputs = statement.querySelectorAll('.sample-tests .input pre');
  const outputs = statement.querySelectorAll('.sample-tests .output pre');
  if (inputs.length !== outputs.length) {
    throw new RemoteJudgeError('malformed', `${pageUrl} has samples without their answers`);
  }
  return {
    remoteId,
    title,
    timeLimitMs,
    memoryLimitMb,
    description: cleanSection(legendOf(statement), pageUrl),
    input: cleanSection(statement.querySelector('.input-specification'), pageUrl),
    output: cleanSection(statement.querySelector('.output-specification'), pageUrl),
    examples: inputs.map((input, i) => ({
      input: codeforcesSampleText(input),
      output: codeforcesSampleText(outputs[i] as HTMLElement),
    })),
    hint: cleanSection(statement.querySelector('.note'), pageUrl),
    source: pageUrl,
    // The box whose text starts with `*` is the difficulty rating (`*1500`), not a tag.
    tags: page
      .querySelectorAll('.tag-box')
      .map((box) => box.text.trim())
      .filter((tag) => tag !== '' && !tag.startsWith('*')),
    languageIds: null,
  };
}
