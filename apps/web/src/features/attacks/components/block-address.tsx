import type { AttackAddress, AttackPrefix } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { useSaveFirewallRule } from '@/api/save-firewall-rule';
import { FirewallDryRun } from '@/components/network/firewall-dry-run';
import { attacksNs } from '../i18n';
import { BlockMenu } from './block-menu';
import type { Blocked } from './block-target';

/**
 * Blocks one of an attack's addresses or /24 and /48 prefixes; one a wider rule blocks already
 * changes that rule's end.
 */
export function BlockAddress({
  networkId,
  source,
  blocked,
}: {
  networkId: number;
  source: AttackPrefix | AttackAddress;
  blocked: Blocked;
}) {
  const { t } = useTranslation(attacksNs);
  const saveIp = useSaveFirewallRule(networkId, 'ip');
  const cidr = 'prefix' in source ? source.prefix : source.address;
  const rule = blocked?.ip[cidr];
  return (
    <BlockMenu
      targets={[
        {
          heading: t('prefix' in source ? 'block.prefix' : 'block.address', { prefix: cidr }),
          name: cidr,
          dryRun: (
            <FirewallDryRun networkId={networkId} kind="ip" body={{ cidr }} whitelist={false} />
          ),
          blocked: rule,
          ruleName: rule?.rule,
          save: (expires_at) =>
            saveIp.mutateAsync(
              rule
                ? { id: rule.id, cidr: rule.rule, whitelist: false, expires_at }
                : { cidr, whitelist: false, expires_at },
            ),
        },
      ]}
    />
  );
}
