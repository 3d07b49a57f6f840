import type { BlockingRule } from '@palisade/contract';
import type { ReactNode } from 'react';
import { expiryIn } from '@/api/firewall-kinds';

/** How long a block from an attack lasts, in hours; `always` until it is removed. */
export const durations = ['1', '24', 'always'] as const;
export type Duration = (typeof durations)[number];

export const expiresAt = (duration: Duration) =>
  duration === 'always' ? null : expiryIn(Number(duration));

/**
 * Something a block can refuse: its heading in the menu, its name, what the rule would have
 * refused lately (shown before confirming), and the rule it makes; when a block rule in force
 * refuses it already, that rule, and `save` changes its end instead of adding a second rule
 * (which the API would refuse as a duplicate).
 */
export interface Target {
  heading: string;
  name: string;
  dryRun: ReactNode;
  blocked: BlockingRule | undefined;
  /** What a change of `blocked` changes, where it is a wider rule than the target. */
  ruleName?: string | undefined;
  save: (expires_at: string | null) => Promise<unknown>;
}

/** The rules in force for an attack's sources, by what they block (null: not readable). */
export type Blocked = {
  ip: Record<string, BlockingRule>;
  asn: Record<string, BlockingRule>;
  country: Record<string, BlockingRule>;
} | null;
