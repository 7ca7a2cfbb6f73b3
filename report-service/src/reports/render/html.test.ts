import { fixtureReport } from './fixtures';
import { renderReportHtml } from './html';

describe('the PDF page of a report', () => {
  it('keeps a session or printing user named like markup inside its style sheet', () => {
    const hostile = '</style><script>alert("x")</script>"\\';
    const html = renderReportHtml(fixtureReport(3, { header: `第十六届${hostile}`, generatedBy: `张三${hostile}` }), { marginBoxes: true });
    // The page's own two style elements (the font and the report's print CSS) close once each; no script is ever opened.
    expect(html.match(/<\/style/gi)).toHaveLength(2);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('content: "第十六届\\3c /style\\3e \\3c script\\3e alert(\\22 x\\22 )\\3c /script\\3e \\22 \\5c ";');
  });
});
