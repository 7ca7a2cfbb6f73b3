import { SaxesParser } from 'saxes';
import { atomXml, xmlText } from './atom-feed';

// What no database hands over (a lone surrogate cannot be stored as UTF-8) is still dropped from the feed.

/** The text of the first <content>, by a parser that throws on any well-formedness error. */
function contentOf(xml: string): string {
  const parser = new SaxesParser({ xmlns: true });
  let inContent = false;
  let text = '';
  parser.on('error', (err) => {
    throw err;
  });
  parser.on('opentag', (tag) => {
    if (inContent) throw new Error(`<${tag.local}> inside <content>`);
    inContent = tag.local === 'content';
  });
  parser.on('text', (chunk) => {
    if (inContent) text += chunk;
  });
  parser.on('closetag', () => {
    inContent = false;
  });
  parser.write(xml).close();
  return text;
}

describe('the Atom writer', () => {
  it('escapes markup and drops what XML 1.0 cannot hold, keeping every other character', () => {
    expect(xmlText('a & b < c > "d" \'e\'')).toBe('a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;');
    expect(xmlText('\u0000\u0001\u0008\u000b\u001f\udfff\ud800\ufffe\uffff|\t\n|\u{1f600}|\ud7ff\ue000\ufffd')).toBe(
      '|\t\n|\u{1f600}|\ud7ff\ue000\ufffd',
    );
  });

  it('writes a feed a strict parser reads, the hostile text arriving as text', () => {
    const hostile = ']]><x/>]]>&<entry>\ud800\ufffe\u0007</entry>\r\n结束';
    const xml = atomXml({
      id: 'https://example.cn/#/public/replies',
      title: '答复公开',
      subtitle: '',
      link: 'https://example.cn/#/public/replies',
      self: 'https://example.cn/api/Public/Replies/feed.atom?a=1&b=2',
      language: 'zh-CN',
      updated: new Date('2026-12-07T00:00:00Z'),
      entries: [
        {
          id: 'https://example.cn/#/public/replies?caseNo=1',
          title: hostile,
          link: 'https://example.cn/#/public/replies?keyword=1&x="y"',
          updated: new Date('2026-12-07T00:00:00Z'),
          author: '<代表>',
          category: '"交通"',
          summary: hostile,
          content: hostile,
        },
      ],
    });
    expect(contentOf(xml)).toBe(']]><x/>]]>&<entry></entry>\r\n结束');
    expect(xml).toContain('<content type="text">');
    expect(xml).not.toContain('CDATA');
  });
});
