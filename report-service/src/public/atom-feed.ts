/**
 * An Atom feed (RFC 4287) written here rather than by a feed library: the one in use wrapped each text in CDATA,
 * escaped only its first `]]>` and declared it html, so a reply holding `]]>` twice put its own elements into the
 * feed and readers rendered a reply's markup. Every text here is `type="text"`, escaped character by character, and
 * whatever XML 1.0 cannot hold (controls, U+FFFE/U+FFFF, lone surrogates) is left out, so the feed parses whatever a
 * reply says.
 */

export interface AtomEntry {
  id: string;
  title: string;
  link: string;
  updated: Date;
  author: string;
  category: string;
  summary: string;
  content: string;
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle: string;
  link: string;
  self: string;
  language: string;
  updated: Date;
  entries: AtomEntry[];
}

/** The characters outside XML 1.0's `Char` production; with the `u` flag a lone surrogate is one of them. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\r': '&#13;' };

/** A text as XML character data or an attribute's value: what XML cannot hold dropped, markup characters escaped. */
export const xmlText = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"'\r]/g, (ch) => ESCAPES[ch] ?? ch);

const textElement = (name: string, text: string) => `<${name} type="text">${xmlText(text)}</${name}>`;

function entryXml(entry: AtomEntry): string {
  return [
    '  <entry>',
    `    <id>${xmlText(entry.id)}</id>`,
    `    ${textElement('title', entry.title)}`,
    `    <link rel="alternate" type="text/html" href="${xmlText(entry.link)}"/>`,
    `    <updated>${entry.updated.toISOString()}</updated>`,
    `    <author><name>${xmlText(entry.author)}</name></author>`,
    entry.category ? `    <category term="${xmlText(entry.category)}"/>` : '',
    `    ${textElement('summary', entry.summary)}`,
    `    ${textElement('content', entry.content)}`,
    '  </entry>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The feed's XML document. */
export function atomXml(feed: AtomFeed): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(feed.language)}">`,
    `  <id>${xmlText(feed.id)}</id>`,
    `  ${textElement('title', feed.title)}`,
    `  ${textElement('subtitle', feed.subtitle)}`,
    `  <updated>${feed.updated.toISOString()}</updated>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(feed.link)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(feed.self)}"/>`,
    ...feed.entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}
