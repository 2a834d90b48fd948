import { isIP } from "node:net";

// TRUST_PROXY, read by config.ts: which proxies in front of the server may say who the client is (X-Forwarded-For).

export type TrustProxy = false | number | string[];

const PROXY_KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);
const isAddressOrRange = (value: string) => {
  const [address, bits, extra] = value.split("/");
  if (extra !== undefined || !address || !isIP(address)) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
};

/**
 * TRUST_PROXY: unset trusts no proxy; a number trusts that many hops in front of the server; otherwise a list of
 * addresses, ranges (CIDR) or the words loopback, linklocal and uniquelocal. Trusting every hop ("true") is refused:
 * it lets any client choose the address that rate limits count.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value.trim() === "" || value.trim() === "false") return false;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    if (hops < 1 || hops > 10) throw new Error("Invalid configuration: TRUST_PROXY hops must be between 1 and 10");
    return hops;
  }
  const entries = trimmed
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !PROXY_KEYWORDS.has(e) && !isAddressOrRange(e));
  if (wrong.length > 0 || entries.length === 0) {
    throw new Error(
      `Invalid configuration: TRUST_PROXY must be a number of hops or a list of proxy addresses and ranges (got ${JSON.stringify(trimmed)}); trusting every client's X-Forwarded-For is not allowed`,
    );
  }
  return entries;
}
