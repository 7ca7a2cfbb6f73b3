import { describe, expect, it } from 'vitest';
import { clientLabel } from './client-label';

describe('clientLabel', () => {
  it('names the browser and the system of a user agent', () => {
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36';
    expect(clientLabel(chrome)).toBe('Chrome 128 · Windows');
    expect(
      clientLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari 17 · iOS');
    expect(clientLabel('supertest')).toBeNull();
    expect(clientLabel('')).toBeNull();
  });
});
