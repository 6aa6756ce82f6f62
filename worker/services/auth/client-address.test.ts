import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address';

describe('the address a limit counts against', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const forms = ['2001:db8:1:2::1', '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2:0:0:0:9', '2001:db8:1:2::1%eth0'];
    for (const form of forms) expect(addressKey(form)).toBe('2001:db8:1:2::/64');
  });

  it('expands :: wherever it stands', () => {
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001::3:4:5:6:7')).toBe('2001:0:0:3::/64');
  });

  it('tells apart addresses in different /64s', () => {
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressKey('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(addressKey('::FFFF:c633:6404')).toBe('198.51.100.4');
    expect(addressKey('0:0:0:0:0:ffff:198.51.100.4')).toBe('198.51.100.4');
  });

  it('keeps anything that is not an address as it came, lowercased', () => {
    expect(addressKey('local')).toBe('local');
    expect(addressKey('1::2::3')).toBe('1::2::3');
    expect(addressKey('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
    expect(addressKey('::ffff:300.1.1.1')).toBe('::ffff:300.1.1.1');
    expect(addressKey('GG::1')).toBe('gg::1');
  });
});
