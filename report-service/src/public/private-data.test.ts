import { MASK, withoutPrivateData } from './private-data';

// The writings a unit or the office types into a reply, its title or its 文号: each private one is masked where it
// stands in a sentence, and each amount, date or number of things around them stays as written.

const MASKED: string[] = [
  // Mobile numbers
  '13812345678',
  '138-1234-5678',
  '138 1234 5678',
  '138.1234.5678',
  '138 - 1234 - 5678',
  '+86 138 1234 5678',
  '+86-13812345678',
  '+8613812345678',
  '(+86)13812345678',
  '（+86）138 1234 5678',
  '0086 13812345678',
  '１３８１２３４５６７８',
  '１３８－１２３４－５６７８',
  '１３８ 1234 ５６７８',
  '138\u30001234\u30005678',
  '＋８６ １３９ ００００ １１１１',
  // ID numbers
  '110101199003071234',
  '11010119900307123X',
  '11010119900307123x',
  '110101 19900307 1234',
  '110101 1990 0307 123X',
  '110101-19900307-1234',
  '１１０１０１１９９００３０７１２３４',
  '110101900307123',
  // Fixed lines
  '010-12345678',
  '(010) 1234 5678',
  '（010）12345678',
  '010 1234 5678',
  '01012345678',
  '0755-1234567',
  '0571-87654321',
  '021-12345678-123',
  '021-12345678转123',
  '+86 10 1234 5678',
  '+86-755-12345678',
  '400-123-4567',
  '800 810 8888',
  // E-mail addresses
  'zhang.wei@example.cn',
  'zhang_wei+office@mail.example.com.cn',
  'zhangwei＠example.cn',
  'ｚｈａｎｇ＠ｅｘａｍｐｌｅ．ｃｎ',
];

/** A local number is masked after a word that names a telephone, and nowhere else. */
const MASKED_AFTER_A_PHONE_WORD: Array<[string, string]> = [
  ['联系电话：6512 3456。', `联系电话：${MASK}。`],
  ['电话 65123456', `电话 ${MASK}`],
  ['传真：8765-4321', `传真：${MASK}`],
  ['Tel: 6512-3456 ext. 12', `Tel: ${MASK}`],
  ['联系人张科长，手机13912345678，座机010-87654321。', `联系人张科长，手机${MASK}，座机${MASK}。`],
  ['身份证号 110101 19900307 1234，邮箱 a.b@example.cn', `身份证号 ${MASK}，邮箱 ${MASK}`],
];

const UNTOUCHED: string[] = [
  '12345678元',
  '12345678 元',
  '1,234,567元',
  '共投入资金1234567元',
  '1234.5678万元',
  '3000万',
  '2026年12月7日',
  '2026-12-07',
  '2026.12.07',
  '20261207',
  '第12345678号',
  '2026年第12345678号文件',
  '12345678',
  '京交函〔2026〕123号',
  '拨打12345热线反映',
  '建设5G基站1200个',
  '2019-2026年',
  '占比13.8%',
  '增长0.5%',
  '13:45至17:30',
  '惠及13812345户',
  '电话费12345678元',
  '联系了12个部门',
  '1381234567',
  '第2组、第3组',
  '平面图1:500',
];

describe('masking private data in public text', () => {
  it('holds at least 30 writings each way', () => {
    expect(MASKED.length + MASKED_AFTER_A_PHONE_WORD.length).toBeGreaterThanOrEqual(30);
    expect(UNTOUCHED.length).toBeGreaterThanOrEqual(20);
  });

  it.each(MASKED)('masks %s where it stands in a sentence', (writing) => {
    expect(withoutPrivateData(`请与联系人（${writing}）沟通`)).toBe(`请与联系人（${MASK}）沟通`);
    expect(withoutPrivateData(writing)).toBe(MASK);
  });

  it.each(MASKED_AFTER_A_PHONE_WORD)('masks %s', (text, masked) => {
    expect(withoutPrivateData(text)).toBe(masked);
  });

  it.each(UNTOUCHED)('leaves %s as written', (writing) => {
    expect(withoutPrivateData(writing)).toBe(writing);
    expect(withoutPrivateData(`经研究，${writing}，特此答复。`)).toBe(`经研究，${writing}，特此答复。`);
  });

  it('masks each of several numbers in one text and keeps the amounts between them', () => {
    const text = '本项目投资1,234,567元，请致电138 1234 5678或010-12345678，于2026年12月7日前反馈至a@example.cn。';
    expect(withoutPrivateData(text)).toBe(`本项目投资1,234,567元，请致电${MASK}或${MASK}，于2026年12月7日前反馈至${MASK}。`);
  });
});
