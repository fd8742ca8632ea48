import { describe, expect, it } from 'vitest';
import { withoutSignInReturn } from '../../../src/stores/sign-in-return-address';

describe('the address after a return from the identity server', () => {
  it('loses fromauth and initialurl and keeps the rest of the address', () => {
    expect(withoutSignInReturn('https://shop.example/help?lang=da&initialurl=%2Fhelp&fromauth=true#faq')).toBe('https://shop.example/help?lang=da#faq');
  });

  it('loses either one alone', () => {
    expect(withoutSignInReturn('https://shop.example/?fromauth=true')).toBe('https://shop.example/');
    expect(withoutSignInReturn('https://shop.example/?initialurl=%2F')).toBe('https://shop.example/');
  });

  it('is null for an address without them, so the history entry is left alone', () => {
    expect(withoutSignInReturn('https://shop.example/help?lang=da#faq')).toBeNull();
  });
});
