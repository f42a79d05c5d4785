import { domainLabels, type Domain } from "@life/contracts";

export function isDomain(value: unknown): value is Domain {
  return typeof value === "string" && Object.hasOwn(domainLabels, value);
}

/** Personal / Social / Work ("systems" is shown as Work, spec 1). */
export function DomainChip({ domain }: { domain: string | null | undefined }) {
  if (!domain) return null;
  return <span className={isDomain(domain) ? `chip chip-${domain}` : "chip"}>{isDomain(domain) ? domainLabels[domain] : domain}</span>;
}
