import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The key that stands for a client's address in rate limits: an IPv4 address as it is, an IPv6 address
 * by its /64 network. One subscriber usually holds a whole /64, so counting single IPv6 addresses would
 * give each attacker 2^64 fresh budgets.
 */
export function addressKey(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const address = ip.split('%')[0] ?? ip; // drop a zone index (fe80::1%eth0)
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const groups = head === '' ? [] : head.split(':');
  if (tail !== undefined && groups.length < 4) {
    const tailGroups = tail === '' ? [] : tail.split(':');
    // An embedded IPv4 address at the end (64:ff9b::1.2.3.4) fills two groups.
    const tailSize = tailGroups.reduce((size, group) => size + (group.includes('.') ? 2 : 1), 0);
    groups.push(...Array<string>(8 - groups.length - tailSize).fill('0'), ...tailGroups);
  }
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}

/** The rate-limit key of the request's client (its address as TRUST_PROXY lets fastify see it). */
export const clientAddress = (request: FastifyRequest): string => addressKey(request.ip);
