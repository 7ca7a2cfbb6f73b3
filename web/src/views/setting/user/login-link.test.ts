import { describe, expect, it } from 'vitest';
import { absoluteLink } from './login-link';

describe('absoluteLink', () => {
  it('puts the hash link after the address the app is served from', () => {
    expect(absoluteLink('/#/freeLogin?uuid=abc', { origin: 'https://desk.example', pathname: '/' })).toBe(
      'https://desk.example/#/freeLogin?uuid=abc',
    );
    expect(absoluteLink('/#/freeLogin?uuid=abc', { origin: 'https://gov.example', pathname: '/desk/' })).toBe(
      'https://gov.example/desk/#/freeLogin?uuid=abc',
    );
  });
});
