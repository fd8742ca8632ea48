import { describe, expect, it } from 'vitest';
import { isLocalOrTestHost } from '../../../src/config/host-kind';
import { LOCAL_PORTS, localOrigins } from '../../../src/config/local-ports';

/** The host rule behind the Local environment, and the local backend's origins. */

describe('isLocalOrTestHost', () => {
  it.each(['app.localhost', 'A.LocalHost', '0.0.0.0', '192.168.1.255', 'fe80::1', '[fe80::1]', '::ffff:10.0.0.1', 'eu.PortalTest.example'])(
    '%s is local or test',
    (hostname) => {
      expect(isLocalOrTestHost(hostname)).toBe(true);
    },
  );

  it.each(['localhost.example', 'mylocalhost', '256.1.1.1', '1.2.3.4.5', '1.2.3.1000', 'a1.2.3.4', '[portal.example]', 'fe80::g1', 'x[::1]', '[::1]x', 'portal'])(
    '%s is neither',
    (hostname) => {
      expect(isLocalOrTestHost(hostname)).toBe(false);
    },
  );
});

describe('localOrigins', () => {
  it('is http://localhost:<port> for each local origin, from the default ports', () => {
    const origins = localOrigins();
    expect(Object.keys(origins)).toEqual(Object.keys(LOCAL_PORTS));
    expect(origins.portal).toBe(`http://localhost:${LOCAL_PORTS.portal}`);
    expect(origins.auth).toBe('http://localhost:5301');
  });

  it('follows a moved port map', () => {
    const origins = localOrigins({ ...LOCAL_PORTS, gateway: 6000 });
    expect(origins.gateway).toBe('http://localhost:6000');
    expect(origins.chat).toBe('http://localhost:5304');
  });
});

describe('isLocalOrTestHost: brackets only around a whole IPv6 address', () => {
  it.each(['a[::1]', '[::1]a', 'b[fe80::1]', '[fe80::1]c'])('%s is neither', (hostname) => {
    expect(isLocalOrTestHost(hostname)).toBe(false);
  });
});
