import { and, eq, gte, lte, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { tunnelFilters, tunnelFirewallRules, tunnels } from '../../../db/schema';

export type TunnelRuleRow = typeof tunnelFirewallRules.$inferSelect;
/** What a port rule holds besides its tunnel and time stamps. */
export type RuleValues = Pick<
  typeof tunnelFirewallRules.$inferInsert,
  'startPort' | 'endPort' | 'filterId' | 'isActive'
>;

/** A port rule with its tunnel, when the tunnel is the owner's. */
export async function findOwnedRule(db: Db, ownerId: number, ruleId: number) {
  const [row] = await db
    .select({ rule: tunnelFirewallRules, tunnel: tunnels })
    .from(tunnelFirewallRules)
    .innerJoin(tunnels, eq(tunnels.id, tunnelFirewallRules.tunnelId))
    .where(and(eq(tunnelFirewallRules.id, ruleId), eq(tunnels.ownerId, ownerId)));
  return row;
}

export async function rulesOf(db: Db, tunnelId: number) {
  return db
    .select({ rule: tunnelFirewallRules, filter: tunnelFilters })
    .from(tunnelFirewallRules)
    .innerJoin(tunnelFilters, eq(tunnelFilters.id, tunnelFirewallRules.filterId))
    .where(eq(tunnelFirewallRules.tunnelId, tunnelId))
    .orderBy(tunnelFirewallRules.startPort, tunnelFirewallRules.id);
}

/** The tunnel's active rule that covers a port of `rule`, when `rule` is active too. */
async function overlapping(db: Db, tunnelId: number, rule: RuleValues, except?: number) {
  if (!rule.isActive) return undefined;
  const [clash] = await db
    .select()
    .from(tunnelFirewallRules)
    .where(
      and(
        eq(tunnelFirewallRules.tunnelId, tunnelId),
        eq(tunnelFirewallRules.isActive, true),
        lte(tunnelFirewallRules.startPort, rule.endPort),
        gte(tunnelFirewallRules.endPort, rule.startPort),
        except === undefined ? undefined : ne(tunnelFirewallRules.id, except),
      ),
    );
  return clash;
}

/** Two active rules of one tunnel may not cover the same port: the one in the way is returned. */
export async function createRule(
  db: Db,
  tunnelId: number,
  values: RuleValues,
): Promise<TunnelRuleRow | { overlaps: TunnelRuleRow }> {
  const clash = await overlapping(db, tunnelId, values);
  if (clash) return { overlaps: clash };
  const [rule] = await db
    .insert(tunnelFirewallRules)
    .values({ ...values, tunnelId })
    .returning();
  if (!rule) throw new Error('rule insert returned nothing');
  return rule;
}

export async function updateRule(
  db: Db,
  rule: TunnelRuleRow,
  values: RuleValues,
): Promise<TunnelRuleRow | { overlaps: TunnelRuleRow }> {
  const clash = await overlapping(db, rule.tunnelId, values, rule.id);
  if (clash) return { overlaps: clash };
  const [row] = await db
    .update(tunnelFirewallRules)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(eq(tunnelFirewallRules.tunnelId, rule.tunnelId), eq(tunnelFirewallRules.id, rule.id)),
    )
    .returning();
  if (!row) throw new Error('rule vanished');
  return row;
}

export async function deleteRule(db: Db, rule: TunnelRuleRow): Promise<void> {
  await db
    .delete(tunnelFirewallRules)
    .where(
      and(eq(tunnelFirewallRules.tunnelId, rule.tunnelId), eq(tunnelFirewallRules.id, rule.id)),
    );
}
