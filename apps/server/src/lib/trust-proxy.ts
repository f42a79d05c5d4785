import { BlockList, isIPv4 } from "node:net";
import type { TrustProxy } from "../security.config.js";

type TrustFunction = (address: string, hop: number) => boolean;

const privateNetworks = new BlockList();
for (const [network, prefix] of [["127.0.0.0", 8], ["10.0.0.0", 8], ["172.16.0.0", 12], ["192.168.0.0", 16], ["169.254.0.0", 16], ["100.64.0.0", 10]] as const) {
  privateNetworks.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [["::1", 128], ["fc00::", 7], ["fe80::", 10]] as const) {
  privateNetworks.addSubnet(network, prefix, "ipv6");
}

function isPrivateAddress(address: string): boolean {
  const plain = address.startsWith("::ffff:") && isIPv4(address.slice(7)) ? address.slice(7) : address;
  return privateNetworks.check(plain, isIPv4(plain) ? "ipv4" : "ipv6");
}

/**
 * Fastify's own option for TRUST_PROXY. Fastify refuses bare hop counts (a client that reaches
 * the server directly could claim any address), so a hop count trusts only that many proxies
 * on loopback or private networks; a proxy on a public address must be listed by address.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | TrustFunction {
  if (typeof setting !== "number") return setting;
  if (setting === 0) return false;
  return (address, hop) => hop < setting && isPrivateAddress(address);
}
