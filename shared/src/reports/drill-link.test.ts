import { drillHref } from './drill-link';

describe('drillHref', () => {
  it("opens a figure's cases in its body's register, the body being the page's", () => {
    const href = drillHref({
      list: 'cases',
      path: '/api/Case/GetList',
      query: { body: 'CPPCC', sessionId: 4, figure: 'accepted', isKey: true },
    });
    expect(href).toBe('/cppcc/proposals?sessionId=4&figure=accepted&isKey=true');
  });

  it("opens a figure's assignments in the 件次 list with every filter, code lists as A,B", () => {
    const href = drillHref({
      list: 'assignments',
      path: '/api/Assignment/GetList',
      query: { body: 'NPC', unitId: 3, figure: 'replied', resultCategory: 'A,B' },
    });
    expect(href).toBe('/report/assignments?body=NPC&unitId=3&figure=replied&resultCategory=A%2CB');
  });
});
