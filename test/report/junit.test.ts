import { describe, expect, it } from 'vitest';
import { junitXml, type JunitSuite } from '../../src/report/junit.js';

interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Character data directly inside the element, references decoded. */
  text: string;
}

/**
 * A strict reader for the XML 1.0 subset a JUnit document uses (prolog,
 * elements, attributes, text, the five entities and character references).
 * Throws on anything not well-formed: forbidden characters, raw `<` or `&`,
 * mismatched tags, a second root. Small on purpose, so the test needs no
 * XML library.
 */
function parseXml(doc: string): XmlElement {
  const forbidden = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u.exec(doc);
  if (forbidden) throw new Error(`forbidden character U+${forbidden[0].codePointAt(0)!.toString(16)} at ${forbidden.index}`);
  let pos = 0;
  const fail = (why: string): never => {
    throw new Error(`${why} at ${pos}: ${JSON.stringify(doc.slice(pos, pos + 30))}`);
  };
  const skipSpace = () => {
    while (/\s/.test(doc[pos] ?? '')) pos++;
  };
  const decode = (raw: string): string => {
    if (raw.includes('<')) fail('raw < in an attribute value');
    return raw.replace(/&([^;]*);|&/g, (ref, body: string | undefined) => {
      if (body === undefined) return fail('bare &');
      const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
      if (body in named) return named[body]!;
      const num = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(body);
      if (!num) return fail(`unknown reference ${ref}`);
      const code = num[1] ? parseInt(num[1], 16) : Number(num[2]);
      const char = String.fromCodePoint(code);
      if (/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u.test(char)) fail(`reference to a forbidden character ${ref}`);
      return char;
    });
  };
  const NAME = /[A-Za-z_][\w.-]*/y;
  const readName = (): string => {
    NAME.lastIndex = pos;
    const m = NAME.exec(doc) ?? fail('expected a name');
    pos += m[0].length;
    return m[0];
  };
  const element = (): XmlElement => {
    if (doc[pos] !== '<') fail('expected <');
    pos++;
    const el: XmlElement = { name: readName(), attrs: {}, children: [], text: '' };
    for (;;) {
      skipSpace();
      if (doc.startsWith('/>', pos)) {
        pos += 2;
        return el;
      }
      if (doc[pos] === '>') break;
      const attr = readName();
      skipSpace();
      if (doc[pos] !== '=') fail('expected =');
      pos++;
      skipSpace();
      const quote = doc[pos];
      if (quote !== '"' && quote !== "'") fail('expected a quoted value');
      const end = doc.indexOf(quote!, pos + 1);
      if (end < 0) fail('unterminated attribute');
      if (attr in el.attrs) fail(`duplicate attribute ${attr}`);
      // Attribute-value normalisation: literal whitespace characters become spaces.
      el.attrs[attr] = decode(doc.slice(pos + 1, end).replace(/[\t\n\r]/g, ' '));
      pos = end + 1;
    }
    pos++;
    for (;;) {
      const next = doc.indexOf('<', pos);
      if (next < 0) fail('unclosed element');
      const raw = doc.slice(pos, next);
      if (raw.includes(']]>')) fail(']]> in text');
      el.text += decode(raw.replace(/\r\n?/g, '\n'));
      pos = next;
      if (doc.startsWith('</', pos)) {
        pos += 2;
        if (readName() !== el.name) fail(`mismatched end tag for ${el.name}`);
        skipSpace();
        if (doc[pos] !== '>') fail('expected >');
        pos++;
        return el;
      }
      el.children.push(element());
    }
  };
  const prolog = /^<\?xml version="1\.0" encoding="UTF-8"\?>/.exec(doc);
  if (prolog) pos = prolog[0].length;
  skipSpace();
  const root = element();
  skipSpace();
  if (pos !== doc.length) fail('content after the root element');
  return root;
}

const kids = (el: XmlElement, name: string) => el.children.filter((c) => c.name === name);

describe('the test XML reader', () => {
  // It is the judge of well-formedness below, so it must be able to say no.
  it.each([
    ['<a>1 < 2</a>', 'expected a name'],
    ['<a x="<"/>', 'raw <'],
    ['<a>fish & chips</a>', 'bare &'],
    ['<a x="1" x="2"/>', 'duplicate attribute'],
    ['<a><b></a></b>', 'mismatched end tag'],
    ['<a/><b/>', 'content after the root'],
    ['<a>\u001b[31m</a>', 'forbidden character'],
    ['<a>&#27;</a>', 'reference to a forbidden character'],
    ['<a>&nbsp;</a>', 'unknown reference'],
    ['<a x=1/>', 'expected a quoted value'],
  ])('rejects %j', (doc, why) => {
    expect(() => parseXml(doc)).toThrow(why);
  });
});

const SUITES: JunitSuite[] = [
  {
    name: 'case-a with_skill',
    tests: [
      { name: 'passes', classname: 'case-a', time_s: 0.0123, output: 'fine' },
      { name: 'fails', classname: 'case-a', time_s: 1.5, failure: { message: 'no call matched', details: 'line one\nline two' } },
      { name: 'skipped', classname: 'case-a', time_s: 0, skipped: { message: 'only with_skill' } },
    ],
  },
  {
    name: 'case-b',
    tests: [
      { name: 'errored', classname: 'case-b', time_s: 2, error: { message: 'cline missing', details: 'spawn ENOENT' } },
      // A failure outranks an error and a skip on the same test: one outcome element per testcase.
      { name: 'both', classname: 'case-b', time_s: Number.NaN, failure: { message: 'f', details: 'd' }, error: { message: 'e', details: 'e' } },
    ],
  },
];

describe('junitXml', () => {
  it('writes testsuites > testsuite > testcase with consistent counts and times', () => {
    const root = parseXml(junitXml(SUITES));
    expect(root.name).toBe('testsuites');
    expect(root.attrs).toEqual({ tests: '5', failures: '2', errors: '1', skipped: '1', time: '3.512' });
    const [a, b] = kids(root, 'testsuite');
    expect(a!.attrs).toEqual({ name: 'case-a with_skill', tests: '3', failures: '1', errors: '0', skipped: '1', time: '1.512' });
    expect(b!.attrs).toEqual({ name: 'case-b', tests: '2', failures: '1', errors: '1', skipped: '0', time: '2.000' });

    const [passes, fails, skipped] = kids(a!, 'testcase');
    expect(passes!.attrs).toEqual({ name: 'passes', classname: 'case-a', time: '0.012' });
    expect(passes!.children.map((c) => [c.name, c.text])).toEqual([['system-out', 'fine']]);
    expect(fails!.children).toEqual([{ name: 'failure', attrs: { message: 'no call matched', type: 'failure' }, children: [], text: 'line one\nline two' }]);
    expect(skipped!.children).toEqual([{ name: 'skipped', attrs: { message: 'only with_skill' }, children: [], text: '' }]);

    const [errored, both] = kids(b!, 'testcase');
    expect(errored!.children.map((c) => [c.name, c.attrs.message, c.text])).toEqual([['error', 'cline missing', 'spawn ENOENT']]);
    expect(both!.attrs.time).toBe('0.000');
    expect(both!.children.map((c) => c.name)).toEqual(['failure']);
  });

  it('round-trips markup characters and whitespace in names, attributes and text', () => {
    const nasty = `a<b>&c "d" 'e' ]]> tab\there\nnew line\r\ncrlf`;
    const root = parseXml(
      junitXml([{ name: nasty, tests: [{ name: nasty, classname: nasty, time_s: 1, failure: { message: nasty, details: nasty } }] }]),
    );
    const suite = kids(root, 'testsuite')[0]!;
    const test = kids(suite, 'testcase')[0]!;
    const failure = kids(test, 'failure')[0]!;
    expect([suite.attrs.name, test.attrs.name, test.attrs.classname, failure.attrs.message, failure.text]).toEqual([nasty, nasty, nasty, nasty, nasty]);
  });

  it('escapes all five markup characters in attributes, so either quote style would be safe', () => {
    const xml = junitXml([{ name: `<&"'>`, tests: [] }]);
    expect(xml).toContain('<testsuite name="&lt;&amp;&quot;&apos;&gt;" ');
  });

  it('turns characters XML 1.0 forbids into visible escapes and keeps the rest', () => {
    const text = 'nul\u0000 esc\u001b[31mred\u001b[0m bs\u0008 ff\u000c nonchar\uFFFE lone\uD800 low\uDC00 emoji😀 bidi\u202E ok';
    const xml = junitXml([{ name: text, tests: [{ name: 't', classname: 'c', time_s: 0, output: text, failure: { message: text, details: text } }] }]);
    const root = parseXml(xml);
    const expected = 'nul\\u0000 esc\\u001B[31mred\\u001B[0m bs\\u0008 ff\\u000C nonchar\\uFFFE lone\\uD800 low\\uDC00 emoji😀 bidi\u202E ok';
    const suite = kids(root, 'testsuite')[0]!;
    const test = kids(suite, 'testcase')[0]!;
    expect(suite.attrs.name).toBe(expected);
    expect(kids(test, 'failure')[0]!.text).toBe(expected);
    expect(kids(test, 'failure')[0]!.attrs.message).toBe(expected);
    expect(kids(test, 'system-out')[0]!.text).toBe(expected);
  });

  it('writes a valid document for no suites and for an empty suite', () => {
    expect(parseXml(junitXml([])).attrs).toEqual({ tests: '0', failures: '0', errors: '0', skipped: '0', time: '0.000' });
    const root = parseXml(junitXml([{ name: 'empty', tests: [] }]));
    expect(kids(root, 'testsuite')[0]!.children).toEqual([]);
  });

  it('starts with the XML declaration and ends with a newline', () => {
    const xml = junitXml(SUITES);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true);
    expect(xml.endsWith('</testsuites>\n')).toBe(true);
  });
});
