/** Characters that are easy to tell apart (no 0/O, 1/I/l). */
export const CAPTCHA_CHARSET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** Spec §5: 4 characters, 150×47 px, 5 lines, 80 dots. */
export const CAPTCHA_SHAPE = { length: 4, width: 150, height: 47, lines: 5, dots: 80 } as const;

/** A random captcha text; `random` returns [0, 1) like Math.random. */
export function randomCaptchaText(length: number = CAPTCHA_SHAPE.length, random: () => number = Math.random): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += CAPTCHA_CHARSET.charAt(Math.floor(random() * CAPTCHA_CHARSET.length));
  return text;
}

/** Captchas compare without regard to case. */
export const captchaMatches = (input: string, code: string): boolean => input.trim().toLowerCase() === code.toLowerCase();
