const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** True for an IPv4 address or a (bracketed or bare) IPv6 address. */
function isIpAddress(hostname: string): boolean {
  const ipv4 = IPV4.exec(hostname);
  if (ipv4) return ipv4.slice(1).every((part) => Number(part) <= 255);
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return bare.includes(':') && /^[0-9a-f:.]+$/i.test(bare);
}

/**
 * Local and test hosts: localhost, an IP address, and any host containing `portaltest`.
 * Page-visit tracking is skipped on them; on them the portal runs as the Local environment.
 */
export function isLocalOrTestHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || isIpAddress(host) || host.includes('portaltest');
}
