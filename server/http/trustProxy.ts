import net from 'node:net';

/** Fastify's trustProxy setting in the forms this app uses. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** proxy-addr's names for address ranges (Fastify compiles the list with it). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Parses TRUST_PROXY. Unset, empty, `0` or `false`: the socket's peer is the client.
 * A whole number N: the N nearest hops are proxies (N = 1: the peer is the proxy and the
 * client is the last X-Forwarded-For entry), safe only when nothing but the proxy can reach
 * the port. Anything else: a comma list of proxy addresses, CIDR ranges or proxy-addr's
 * `loopback` / `linklocal` / `uniquelocal`; the client is the nearest address outside it.
 * `true` is refused: trusting every hop lets each request choose its own address and so
 * escape every per-address limit.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust every hop; give the number of proxies (1) or their addresses',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    // Fastify refuses a bare number (it cannot check the peer), so the count is a function.
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    throw new Error(`TRUST_PROXY: not an address, CIDR range or hop count: ${invalid.join(', ')}`);
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}
