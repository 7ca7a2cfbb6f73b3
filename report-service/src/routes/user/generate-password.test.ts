import { checkPasswordStrength } from '@proposal-desk/shared';
import { generateStrongPassword } from './generate-password';

describe('generateStrongPassword', () => {
  it('passes strength level 3 every time and differs between calls', () => {
    const passwords = Array.from({ length: 200 }, () => generateStrongPassword());
    for (const password of passwords) {
      expect(password).toHaveLength(16);
      expect(checkPasswordStrength(password, 3)).toBeNull();
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
