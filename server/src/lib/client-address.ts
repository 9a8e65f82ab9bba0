import ipaddr from 'ipaddr.js';

/**
 * The address a per-address limit counts against: an IPv4 address as it is (IPv4-mapped IPv6
 * included), an IPv6 address by its /64, because one subscriber usually holds a whole /64 and
 * could otherwise take a fresh address for every attempt.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
