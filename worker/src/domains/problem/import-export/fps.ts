import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { base64ToBytes } from '../../../lib/encoding';
import { fpsLanguage } from './languages';
import { blankProblem, decodeText, encodeText, ImportError, type ImportedProblem } from './model';

/**
 * FPS (Free Problem Set, https://github.com/zhblue/freeproblemset) as HUSTOJ exports it:
 * `<fps version="1.x"><item>…</item>…</fps>`, one item per problem, text mostly in CDATA,
 * samples and test data as alternating `<sample_input>/<sample_output>` and
 * `<test_input>/<test_output>` elements, images inlined as `<img><src/><base64/></img>`.
 * Mapping follows HOJ's ImportFpsProblemManager: ACM, difficulty Mid, code not shared.
 */

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  cdataPropName: '#cdata',
  processEntities: true,
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** The parser's own refusals (e.g. `Maximum nested tags exceeded`) are the file's fault: a 400. */
function parseXml(xml: string): XmlNode[] {
  try {
    return parser.parse(xml) as XmlNode[];
  } catch (error) {
    throw new ImportError(`The FPS file could not be read: ${(error as Error).message}`);
  }
}

export function parseFps(bytes: Uint8Array): ImportedProblem[] {
  const xml = decodeText(bytes, 'The FPS file');
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(xml)?.[1];
  if (declared && !/^utf-?8$/i.test(declared)) {
    throw new ImportError(`The FPS file declares encoding ${declared}; only UTF-8 FPS files are supported`);
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw new ImportError(
      'The FPS file declares a DOCTYPE or entities, which FPS never uses; it was refused',
    );
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    throw new ImportError(`The FPS file is not well-formed XML: ${msg} (line ${line}, column ${col})`);
  }

  const roots = parseXml(xml).filter((node) => elementName(node) !== null);
  const root = roots[0];
  if (!root || elementName(root) !== 'fps') {
    const found = root ? `<${elementName(root)}>` : 'nothing';
    throw new ImportError(`The file is not an FPS document: its root element is ${found}, expected <fps>`);
  }
  const version = root[':@']?.version;
  if (version !== undefined && !/^1\.\d+$/.test(version.trim())) {
    throw new ImportError(`FPS version ${version} is not supported (1.x expected)`);
  }
  const items = children(root).filter((node) => elementName(node) === 'item');
  if (items.length === 0) throw new ImportError('The FPS file has no <item> problems');
  return items.map((item, index) => parseItem(item, index + 1));
}

function parseItem(item: XmlNode, number: number): ImportedProblem {
  const origin = `item ${number}`;
  const problem: ImportedProblem = {
    ...blankProblem(origin),
    difficulty: 1,
    codeShare: false,
  };
  const samples: { input: string | null; output: string | null }[] = [];
  const tests: { input: string | null; output: string | null }[] = [];
  const templates = new Map<string, { prepend: string; template: string; append: string }>();
  const images: { src: string; base64: string }[] = [];
  let timeSeen = false;
  let memorySeen = false;

  for (const node of children(item)) {
    const tag = elementName(node);
    if (tag === null) continue;
    const attrs = node[':@'] ?? {};
    switch (tag) {
      case 'title':
        problem.title = textOf(node).trim();
        break;
      case 'description':
      case 'input':
      case 'output':
      case 'hint':
      case 'source':
        problem[tag] = textOf(node);
        break;
      case 'time_limit':
        problem.timeLimit = timeLimitMs(textOf(node), attrs.unit ?? 's', origin);
        timeSeen = true;
        break;
      case 'memory_limit':
        problem.memoryLimit = memoryLimitMb(textOf(node), attrs.unit ?? 'mb', origin);
        memorySeen = true;
        break;
      case 'sample_input':
      case 'test_input':
        (tag === 'sample_input' ? samples : tests).push({ input: textOf(node), output: null });
        break;
      case 'sample_output':
      case 'test_output':
        pairOutput(tag === 'sample_output' ? samples : tests, textOf(node));
        break;
      case 'template':
      case 'prepend':
      case 'append': {
        if (!attrs.language) throw new ImportError(`FPS ${origin}: <${tag}> has no language attribute`);
        const language = fpsLanguage(attrs.language);
        const parts = templates.get(language) ?? { prepend: '', template: '', append: '' };
        parts[tag] = textOf(node);
        templates.set(language, parts);
        break;
      }
      case 'spj': {
        const code = textOf(node);
        if (attrs.language && code.trim() !== '') {
          problem.judgeMode = 'spj';
          problem.spjLanguage = fpsLanguage(attrs.language);
          problem.spjCode = code;
        }
        break;
      }
      case 'img':
        images.push(imageOf(node, origin));
        break;
    }
  }

  if (!problem.title) throw new ImportError(`FPS ${origin} has no title`);
  if (!timeSeen) throw new ImportError(`FPS ${origin} ("${problem.title}") has no <time_limit>`);
  if (!memorySeen) throw new ImportError(`FPS ${origin} ("${problem.title}") has no <memory_limit>`);
  if (tests.length === 0)
    throw new ImportError(`FPS ${origin} ("${problem.title}") has no <test_input> test data`);

  problem.examples = samples.map((s) => ({ input: s.input ?? '', output: s.output ?? '' }));
  problem.testCases = tests.map((t, i) => ({
    inputName: `${i + 1}.in`,
    outputName: `${i + 1}.out`,
    input: encodeText(t.input ?? ''),
    output: encodeText(t.output ?? ''),
    score: null,
    groupNum: null,
    isOpen: false,
  }));
  problem.codeTemplates = [...templates]
    .filter(([, parts]) => parts.template !== '' || parts.prepend !== '' || parts.append !== '')
    .map(([language, parts]) => ({ language, code: joinTemplate(parts) }));
  linkImages(problem, images);
  return problem;
}

/** `<x_output>` completes the open pair; an output with no open input gets an empty input. */
function pairOutput(pairs: { input: string | null; output: string | null }[], output: string) {
  const last = pairs[pairs.length - 1];
  if (last && last.output === null) last.output = output;
  else pairs.push({ input: null, output });
}

/** QDUOJ-style templates wrap the visible part; the site shows the whole program. */
function joinTemplate(parts: { prepend: string; template: string; append: string }): string {
  return [parts.prepend, parts.template, parts.append].filter((p) => p !== '').join('\n');
}

function timeLimitMs(value: string, unit: string, origin: string): number {
  const n = Number(value.trim());
  if (!Number.isFinite(n) || n <= 0)
    throw new ImportError(`FPS ${origin}: time_limit "${value.trim()}" is not a positive number`);
  const u = unit.trim().toLowerCase();
  if (u !== 's' && u !== 'ms')
    throw new ImportError(`FPS ${origin}: time_limit unit "${unit}" is not s or ms`);
  return Math.max(1, Math.round(u === 's' ? n * 1000 : n));
}

function memoryLimitMb(value: string, unit: string, origin: string): number {
  const n = Number(value.trim());
  if (!Number.isFinite(n) || n <= 0) {
    throw new ImportError(`FPS ${origin}: memory_limit "${value.trim()}" is not a positive number`);
  }
  const u = unit.trim().toLowerCase();
  if (u !== 'mb' && u !== 'kb')
    throw new ImportError(`FPS ${origin}: memory_limit unit "${unit}" is not mb or kb`);
  return Math.max(1, Math.ceil(u === 'kb' ? n / 1024 : n));
}

function imageOf(node: XmlNode, origin: string): { src: string; base64: string } {
  let src = '';
  let base64 = '';
  for (const child of children(node)) {
    if (elementName(child) === 'src') src = textOf(child).trim();
    if (elementName(child) === 'base64') base64 = textOf(child).replace(/\s+/g, '');
  }
  if (!src || !base64) throw new ImportError(`FPS ${origin}: an <img> needs both <src> and <base64>`);
  return { src, base64 };
}

/**
 * Each image becomes an asset and every mention of its original URL in the statement a
 * `file://` link, which the importer later points at the stored copy.
 */
function linkImages(problem: ImportedProblem, images: { src: string; base64: string }[]) {
  images.forEach((image, i) => {
    let bytes: Uint8Array;
    try {
      bytes = base64ToBytes(image.base64);
    } catch {
      throw new ImportError(`FPS ${problem.origin}: the image ${image.src} is not valid base64`);
    }
    const base = image.src.split(/[/?#]/).filter(Boolean).pop() ?? 'image';
    const name = `${i + 1}-${base.replace(/[^A-Za-z0-9._-]/g, '_')}`;
    problem.assets.push({ name, bytes });
    for (const field of ['description', 'input', 'output', 'hint'] as const) {
      problem[field] = problem[field].split(image.src).join(`file://${name}`);
    }
  });
}

function elementName(node: XmlNode): string | null {
  for (const key of Object.keys(node)) if (key !== ':@' && key !== '#text' && key !== '#cdata') return key;
  return null;
}

function children(node: XmlNode): XmlNode[] {
  const name = elementName(node);
  return name ? ((node[name] as XmlNode[] | undefined) ?? []) : [];
}

/**
 * The text of an element: text and CDATA joined. Markup that was not wrapped in CDATA
 * (some exporters write raw HTML) is serialised back so the statement keeps it.
 */
function textOf(node: XmlNode): string {
  const kids = children(node);
  const mixed = kids.some((kid) => elementName(kid) !== null);
  return kids.map((kid) => serialise(kid, mixed)).join('');
}

function serialise(node: XmlNode, escapeText: boolean): string {
  if ('#text' in node) return escapeText ? escapeXml(String(node['#text'])) : String(node['#text']);
  if ('#cdata' in node) return (node['#cdata'] as XmlNode[]).map((n) => String(n['#text'] ?? '')).join('');
  const name = elementName(node);
  if (!name) return '';
  const attrs = Object.entries(node[':@'] ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  return `<${name}${attrs}>${children(node)
    .map((kid) => serialise(kid, true))
    .join('')}</${name}>`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
