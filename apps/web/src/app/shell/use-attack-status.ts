import { useQuery } from '@tanstack/react-query';
import { useActiveNetworkData } from '@/api/active-network';
import { latestAttacksQuery } from '@/api/attacks';

/**
 * The active network and whether an attack on it is open now (the list's `ongoing`); a
 * sub-user without `read_attacks` is not told.
 */
export function useAttackStatus() {
  const { network } = useActiveNetworkData();
  const attacks = useQuery({
    ...latestAttacksQuery(network?.id ?? 0),
    enabled: network?.perms.read_attacks === true,
  });
  return { network, underAttack: (attacks.data?.ongoing ?? 0) > 0 };
}
