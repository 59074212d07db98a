import { describe, expect, it } from 'vitest';
import { cleanStatementHtml, optionValues, parseHtml, preformattedText } from './html';

const PAGE = 'https://judge.test/contest/12/problem/A';

function pre(html: string) {
  const element = parseHtml(html).querySelector('pre');
  if (!element) throw new Error('the fixture has no <pre>');
  return element;
}

describe('parseHtml', () => {
  it('reads elements inside a <pre> but keeps script and style bodies as text', () => {
    const root = parseHtml('<pre><div class="line">1</div></pre><script>if (a < b) x()</script>');
    expect(root.querySelector('pre .line')?.text).toBe('1');
    expect(root.querySelector('script')?.innerHTML).toBe('if (a < b) x()');
  });

  it('drops comments', () => {
    expect(parseHtml('<p>a<!-- here starts your code -->b</p>').toString()).toBe('<p>ab</p>');
  });
});

describe('cleanStatementHtml', () => {
  it('removes scripts, styles and every other tag that runs code, loads a page or posts a form', () => {
    const html =
      '<p>a</p><script>steal()</script><style>p{}</style><iframe src="x"></iframe><object></object>' +
      '<embed src="x"><form action="/x"><input></form><link rel="stylesheet" href="x"><meta http-equiv="refresh">' +
      '<base href="https://evil.test/"><frameset></frameset><p>b</p>';
    expect(cleanStatementHtml(html, PAGE)).toBe('<p>a</p><p>b</p>');
  });

  it('removes scripts nested deep inside the statement', () => {
    expect(cleanStatementHtml('<div><p><b>x<script>steal()</script></b></p></div>', PAGE)).toBe(
      '<div><p><b>x</b></p></div>',
    );
  });

  it('removes every event handler whatever its case, keeping the other attributes', () => {
    expect(
      cleanStatementHtml('<p class="x" onclick="a()" ONMOUSEOVER="b()" onError=c() title="t">y</p>', PAGE),
    ).toBe('<p class="x" title="t">y</p>');
  });

  it('removes javascript:, vbscript: and data: links, however the scheme is spelt', () => {
    const html =
      '<a href="javascript:alert(1)">a</a><a href="  JaVaScRiPt:alert(1)">b</a>' +
      '<a href="java\tscript:alert(1)">c</a><a href="vbscript:msgbox(1)">d</a>' +
      '<a href="data:text/html,<script>alert(1)</script>">e</a><img src="javascript:alert(1)">' +
      '<img src="data:text/html;base64,PHNjcmlwdD4=">';
    expect(cleanStatementHtml(html, PAGE)).toBe('<a>a</a><a>b</a><a>c</a><a>d</a><a>e</a><img><img>');
  });

  it('keeps a picture inlined as data:image in an img', () => {
    const html = '<img src="data:image/png;base64,iVBORw0KGgo=">';
    expect(cleanStatementHtml(html, PAGE)).toBe(html);
  });

  it('makes relative image and link URLs absolute to the page, as its browser resolved them', () => {
    expect(
      cleanStatementHtml(
        '<img src="pic.png"><img src="../../images/p.gif"><img src=/static/s.png><a href="../../../../../x">x</a>',
        PAGE,
      ),
    ).toBe(
      '<img src="https://judge.test/contest/12/problem/pic.png">' +
        '<img src="https://judge.test/contest/images/p.gif">' +
        '<img src="https://judge.test/static/s.png">' +
        '<a href="https://judge.test/x">x</a>',
    );
  });

  it('gives a protocol-relative URL the page scheme', () => {
    expect(cleanStatementHtml('<img src="//cdn.judge.test/a.png">', PAGE)).toBe(
      '<img src="https://cdn.judge.test/a.png">',
    );
    expect(cleanStatementHtml('<img src="//cdn.judge.test/a.png">', 'http://judge.test/p')).toBe(
      '<img src="http://cdn.judge.test/a.png">',
    );
  });

  it('keeps absolute http(s), mailto, in-page anchors and empty values exactly as written', () => {
    const html =
      '<a href="HTTPS://Other.test/a b">a</a><img src="http://judge.test/x.png">' +
      '<a href="mailto:setter@judge.test">m</a><a href="#note">n</a><img src="">';
    expect(cleanStatementHtml(html, PAGE)).toBe(html);
  });

  it('leaves markup without URLs or handlers byte for byte, entities and formulas included', () => {
    const html = '<p>1 &le; N &lt; 10<sup>5</sup>, $$a_i &amp; b$$ <span class=tex>x</span></p>';
    expect(cleanStatementHtml(html, PAGE)).toBe(html);
  });

  it('removes the judge chrome named by `also` as well', () => {
    expect(
      cleanStatementHtml('<div class="section-title">Input</div><p>n</p>', PAGE, { also: '.section-title' }),
    ).toBe('<p>n</p>');
  });

  it('does not change the element it was given', () => {
    const root = parseHtml('<div><p onclick="a()">x</p><script>s()</script></div>');
    const div = root.querySelector('div');
    if (!div) throw new Error('no div');
    cleanStatementHtml(div.innerHTML, PAGE);
    expect(root.toString()).toBe('<div><p onclick="a()">x</p><script>s()</script></div>');
  });

  it('gives an empty string for an empty or whitespace fragment, and keeps a huge one whole', () => {
    expect(cleanStatementHtml('', PAGE)).toBe('');
    expect(cleanStatementHtml(' \n\t ', PAGE)).toBe('');
    const long = `<p>${'a'.repeat(200_000)}</p>`;
    expect(cleanStatementHtml(long, PAGE)).toBe(long);
  });
});

describe('preformattedText', () => {
  it('decodes entities', () => {
    expect(preformattedText(pre('<pre>a &lt; b &amp;&amp; c &gt; d &#39;e&#39; &quot;f&quot;</pre>'))).toBe(
      `a < b && c > d 'e' "f"`,
    );
  });

  it('reads <br> in any spelling as a line break, also inside nested elements', () => {
    expect(preformattedText(pre('<pre>1 2<br>3<BR/>4<br />5<span>6<br>7</span></pre>'))).toBe(
      '1 2\n3\n4\n56\n7',
    );
  });

  it('takes the text of line divs nested inside the <pre> and keeps their own newlines', () => {
    const sample = pre('<pre><div style="font-family:Courier New">1 5\n10 20\n</div></pre>');
    expect(preformattedText(sample)).toBe('1 5\n10 20\n');
    const box = sample.querySelector('div');
    if (!box) throw new Error('no div');
    expect(preformattedText(box)).toBe('1 5\n10 20\n');
  });

  it('turns CRLF and lone CR into LF', () => {
    expect(preformattedText(pre('<pre>1\r\n2\r3\n</pre>'))).toBe('1\n2\n3\n');
  });

  it('keeps leading, trailing and inner blanks, and an empty <pre> as empty', () => {
    expect(preformattedText(pre('<pre>  a\n\n  b  \n</pre>'))).toBe('  a\n\n  b  \n');
    expect(preformattedText(pre('<pre></pre>'))).toBe('');
  });
});

describe('optionValues', () => {
  it('lists the offered values in page order without placeholders or repeats', () => {
    const select = parseHtml(
      '<select><option value="">Choose</option><option value="5001">C++</option>' +
        '<option>No value</option><option value="4006">Python</option><option value="5001">C++</option></select>',
    ).querySelector('select');
    if (!select) throw new Error('no select');
    expect(optionValues(select)).toEqual(['5001', '4006']);
  });

  it('gives null for a select that offers nothing', () => {
    const select = parseHtml('<select><option value="">Choose</option></select>').querySelector('select');
    if (!select) throw new Error('no select');
    expect(optionValues(select)).toBeNull();
  });
});
