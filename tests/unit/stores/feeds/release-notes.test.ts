// The release-notes card's rules of its settings (its store's loads are in home-feeds/home-feeds.test.ts).
import { describe, expect, it, vi } from 'vitest';
import { ENVIRONMENTS } from '../../../../src/config/environments';
import { positiveWhole, releaseNotesGateway } from '../../../../src/stores/feeds/release-notes';

describe('releaseNotesGateway', () => {
  it('an explicit gateway-url wins over env; blank is none', () => {
    expect(releaseNotesGateway('http://localhost:5603', 'Production')).toBe('http://localhost:5603');
    expect(releaseNotesGateway('  http://localhost:5603 ', undefined)).toBe('http://localhost:5603');
    expect(releaseNotesGateway('  ', 'dev')).toBe(ENVIRONMENTS.Dev.GatewayUrl);
  });

  it('env names an environment in any case, spaces around it ignored', () => {
    expect(releaseNotesGateway(undefined, 'Staging')).toBe(ENVIRONMENTS.Staging.GatewayUrl);
    expect(releaseNotesGateway(undefined, ' PRODUCTION ')).toBe(ENVIRONMENTS.Production.GatewayUrl);
    expect(releaseNotesGateway(undefined, 'local')).toBe(ENVIRONMENTS.Local.GatewayUrl);
  });

  it('neither: null, the portal environment decides, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(releaseNotesGateway(undefined, undefined)).toBe(null);
      expect(releaseNotesGateway(undefined, '   ')).toBe(null);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('an unknown env: null, and one warning that names it and the known ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(releaseNotesGateway(undefined, 'Nowhere')).toBe(null);
      expect(warn.mock.calls).toEqual([[`portal-release-notes: unknown env "Nowhere"; expected one of ${Object.keys(ENVIRONMENTS).join(', ')}.`]]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('positiveWhole', () => {
  it('a number of at least 1, rounded down', () => {
    expect(positiveWhole(1, 3)).toBe(1);
    expect(positiveWhole(2.9, 3)).toBe(2);
    expect(positiveWhole(10, 3)).toBe(10);
  });

  it('anything else is the fallback: below 1, not finite, not a number', () => {
    expect(positiveWhole(0.5, 3)).toBe(3);
    expect(positiveWhole(0, 3)).toBe(3);
    expect(positiveWhole(-2, 3)).toBe(3);
    expect(positiveWhole(Number.POSITIVE_INFINITY, 3)).toBe(3);
    expect(positiveWhole(Number.NaN, 3)).toBe(3);
    expect(positiveWhole(undefined, 3)).toBe(3);
    expect(positiveWhole('5' as unknown as number, 3)).toBe(3);
  });
});
