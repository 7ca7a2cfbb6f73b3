import { describe, expect, it } from 'vitest';
import { CAPTCHA_CHARSET, CAPTCHA_SHAPE, captchaMatches, randomCaptchaText } from './captcha-text';

describe('captcha text', () => {
  it('has the spec shape', () => {
    expect(CAPTCHA_SHAPE).toEqual({ length: 4, width: 150, height: 47, lines: 5, dots: 80 });
  });

  it('draws 4 characters from the charset', () => {
    const text = randomCaptchaText();
    expect(text).toHaveLength(4);
    for (const c of text) expect(CAPTCHA_CHARSET).toContain(c);
    expect(randomCaptchaText(4, () => 0)).toBe('AAAA');
  });

  it('compares without case', () => {
    expect(captchaMatches(' abCD ', 'ABcd')).toBe(true);
    expect(captchaMatches('abce', 'abcd')).toBe(false);
  });
});
