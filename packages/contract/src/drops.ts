import { z } from 'zod';

const count = z.number().int().min(0).max(1_000_000_000);

/**
 * Why the edge refused a connection: the network's firewall (IP, ASN, country, VPN); its
 * connection rate per address, per /24 or /48 subnet, or per ASN (and an ASN whose addresses
 * keep failing the in-world check, refused at accept); the ping or reconnect check;
 * the in-world verification (failed, or too many waiting); a client that is not Minecraft; and
 * the kernel's first line: an address jailed for one of those, a Bedrock port's IP block rule, or
 * a rate ban of the port's network (docs/edge.md#kernel-first-line).
 */
export const dropReasons = [
  'firewall',
  'rate_limit',
  'subnet',
  'asn',
  'ping_check',
  'reconnect_check',
  'verification',
  'invalid',
  'kernel_jail',
  'kernel_firewall',
  'kernel_ban',
] as const;
export type DropReason = (typeof dropReasons)[number];

/** Refused connections by reason. Reasons added later default to 0 in older edges' batches. */
export const drops = z.object({
  firewall: count,
  rate_limit: count,
  subnet: count.default(0),
  asn: count.default(0),
  ping_check: count.default(0),
  reconnect_check: count.default(0),
  verification: count,
  invalid: count,
  kernel_jail: count.default(0),
  kernel_firewall: count.default(0),
  kernel_ban: count.default(0),
} satisfies Record<DropReason, z.ZodType>);
export type Drops = z.infer<typeof drops>;

/** Nothing refused yet: a fresh count to add to. */
export const emptyDrops = (): Drops => Object.fromEntries(dropReasons.map((r) => [r, 0])) as Drops;
