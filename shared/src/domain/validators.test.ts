import {
  checkPasswordStrength,
  hasNoncharacter,
  isAmount,
  isChineseName,
  isDay,
  isEmail,
  isIdCard,
  isIP,
  isPhone,
  isPort,
  isUrl,
  parseDay,
  utcMidnightOf,
} from './validators';
import { roleLevel } from './roles';
import { canTransition } from './enums';

describe('validators', () => {
  it('accepts 11-digit mobiles starting with 1 only', () => {
    expect(isPhone('13800000000')).toBe(true);
    expect(isPhone('23800000000')).toBe(false);
    expect(isPhone('1380000000')).toBe(false);
  });

  it('grades passwords by the three levels of the change-password dialog', () => {
    expect(checkPasswordStrength('abcde', 1)).toBe('password.level1');
    expect(checkPasswordStrength('abcdef', 1)).toBeNull();
    expect(checkPasswordStrength('abcdefg', 2)).toBe('password.level2');
    expect(checkPasswordStrength('abcdef1', 2)).toBeNull();
    expect(checkPasswordStrength('Abcdef12', 3)).toBe('password.level3');
    expect(checkPasswordStrength('Abcde#1', 3)).toBe('password.level3');
    expect(checkPasswordStrength('Abcdef#1')).toBeNull();
  });

  it('checks the helper validators of the spec', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('110105194912310021')).toBe(false);
    expect(isEmail('a@b.cn')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isChineseName('张三')).toBe(true);
    expect(isChineseName('张')).toBe(false);
    expect(isChineseName('欧阳娜娜娜')).toBe(false);
    expect(isAmount('12.34')).toBe(true);
    expect(isAmount('12.345')).toBe(false);
    expect(isIP('192.168.1.1')).toBe(true);
    expect(isIP('256.1.1.1')).toBe(false);
    expect(isPort('65535')).toBe(true);
    expect(isPort('65536')).toBe(false);
    expect(isUrl('https://example.com/x')).toBe(true);
    expect(isUrl('example.com')).toBe(false);
  });
});

describe('the day parser', () => {
  it('reads the days that exist and refuses the others, never rolling one over', () => {
    expect(parseDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(
      ['2026-02-30', '2025-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-1', ' 2026-01-01', '0999-12-31'].filter(
        isDay,
      ),
    ).toEqual([]);
    expect(['2000-02-29', '2026-12-31', '1000-01-01', '9999-12-31'].every(isDay)).toBe(true);
  });

  it('counts whole days from a day, across months and years', () => {
    expect(new Date(utcMidnightOf('2026-02-28', 1)).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(new Date(utcMidnightOf('2026-12-31', 1)).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(() => utcMidnightOf('2026-02-30')).toThrow(RangeError);
  });
});

describe('hasNoncharacter', () => {
  it('finds the noncharacters of every plane and halves of a character, and nothing else', () => {
    const refused = ['\ufffe', '\uffff', '\ufdd0', '\ufdef', '\u{1fffe}', '\u{10ffff}', 'a\ud800', '\udc00b'];
    expect(refused.filter((text) => !hasNoncharacter(`名${text}`))).toEqual([]);
    const allowed = ['报告', '\ufdcf', '\ufdf0', '\ufffd', '😀', '\u{1fffd}', '\u{10fffd}', '\t\n'];
    expect(allowed.filter(hasNoncharacter)).toEqual([]);
  });
});

describe('roleLevel', () => {
  it('maps role codes to the highest level that applies', () => {
    expect(roleLevel(['22'])).toBe(5);
    expect(roleLevel([28])).toBe(4);
    expect(roleLevel(['23'])).toBe(3);
    expect(roleLevel('24')).toBe(3);
    expect(roleLevel(['25'])).toBe(2);
    expect(roleLevel(['26', '19'])).toBe(2);
    expect(roleLevel('19,21')).toBe(1);
    expect(roleLevel([])).toBe(0);
    expect(roleLevel(null)).toBe(0);
    expect(roleLevel(['19', '22'])).toBe(5);
  });
});

describe('case workflow', () => {
  it('allows only the transitions of the domain table', () => {
    expect(canTransition('REGISTERED', 'ACCEPTED')).toBe(true);
    expect(canTransition('EVALUATED', 'REHANDLING')).toBe(true);
    expect(canTransition('REHANDLING', 'REPLIED')).toBe(true);
    expect(canTransition('MERGED', 'ACCEPTED')).toBe(false);
    expect(canTransition('ASSIGNED', 'REPLIED')).toBe(false);
  });
});
