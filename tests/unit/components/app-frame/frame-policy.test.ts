// What an embedded app's frame may do: the sandbox's permissions and the features kept off.
import { describe, expect, it } from 'vitest';
import { FRAME_ALLOW, FRAME_SANDBOX } from '../../../../src/components/app-frame/frame-policy';

describe('the frame policy', () => {
  it('lets an app run scripts with its own storage, submit forms, open new tabs and download, and nothing more', () => {
    const tokens = FRAME_SANDBOX.split(/\s+/);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect([...tokens].sort()).toEqual(['allow-downloads', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-same-origin', 'allow-scripts']);
  });

  it('never lets an app navigate the top page, open modals, lock the pointer or present', () => {
    for (const token of ['allow-top-navigation', 'allow-top-navigation-by-user-activation', 'allow-top-navigation-to-custom-protocols', 'allow-modals', 'allow-pointer-lock', 'allow-presentation']) {
      expect(FRAME_SANDBOX.split(/\s+/), token).not.toContain(token);
    }
  });

  it('turns every powerful feature off, each for every origin', () => {
    const directives = FRAME_ALLOW.split(';').map((directive) => directive.trim().split(/\s+/));
    expect(Object.fromEntries(directives.map(([feature, ...origins]) => [feature, origins]))).toEqual({
      camera: ["'none'"],
      microphone: ["'none'"],
      geolocation: ["'none'"],
      payment: ["'none'"],
      usb: ["'none'"],
      'display-capture': ["'none'"],
    });
  });
});
