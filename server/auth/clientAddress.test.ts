import { describe, expect, it } from 'vitest';
import { addressKey } from './clientAddress';

describe('addressKey', () => {
  it('keeps IPv4 addresses, mapped ones included', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    const network = '2001:db8:0:12::/64';
    expect(addressKey('2001:db8:0:12::1')).toBe(network);
    expect(addressKey('2001:0db8:0000:0012:ffff:1:2:3')).toBe(network);
    expect(addressKey('2001:DB8:0:12:a::')).toBe(network);
    expect(addressKey('2001:db8::12:0:0:0:1')).toBe('2001:db8:0:12::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::1.2.3.4')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
