// The address an abuse limit counts against. One IPv6 subscriber is usually handed a whole
// /64, so counting single IPv6 addresses would give each of them 2^64 budgets: an IPv6
// address counts by its first four groups. IPv4, and IPv4 written as IPv6
// (`::ffff:1.2.3.4`), counts as the IPv4 address.
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const GROUP = /^[0-9a-f]{1,4}$/;

// The eight 16-bit groups of an IPv6 address, `::` expanded; null when it is not one.
function ipv6Groups(text: string): number[] | null {
  const withoutZone = text.split('%')[0] ?? '';
  const lastColon = withoutZone.lastIndexOf(':');
  const head = withoutZone.slice(0, lastColon + 1);
  const tail = withoutZone.slice(lastColon + 1);
  const written = tail.includes('.') ? ipv4AsGroups(tail) : tail;
  if (written === null) return null;
  const halves = `${head}${written}`.split('::');
  if (halves.length > 2) return null;
  const split = (half: string) => (half === '' ? [] : half.split(':'));
  const before = split(halves[0] ?? '');
  const after = split(halves[1] ?? '');
  const missing = 8 - before.length - after.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...before, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...after];
  if (!groups.every((g) => GROUP.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

function ipv4AsGroups(text: string): string | null {
  const bytes = IPV4.exec(text)?.slice(1).map(Number);
  if (!bytes || bytes.some((b) => b > 255)) return null;
  const [a = 0, b = 0, c = 0, d = 0] = bytes;
  return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}
