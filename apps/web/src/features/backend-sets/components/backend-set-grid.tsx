import { SimpleGrid } from '@mantine/core';
import type { BackendHealth, BackendSet, BedrockTunnel, Domain } from '@palisade/contract';
import { useMemo } from 'react';
import { BackendSetCard } from './backend-set-card';

interface Props {
  sets: readonly BackendSet[];
  /** Null when the caller may not read domains: then "used by" is left out. */
  domains: readonly Domain[] | null;
  tunnels: readonly BedrockTunnel[];
  /** The edges' latest checks, while they have come. */
  health: readonly BackendHealth[] | undefined;
  /** The set just saved, marked among the others. */
  selected: number | null;
  onEdit?: (set: BackendSet) => void;
  onDelete?: (set: BackendSet) => void;
}

/** The network's backend sets as cards, each backend with its health from every edge. */
export function BackendSetGrid({
  sets,
  domains,
  tunnels,
  health,
  selected,
  onEdit,
  onDelete,
}: Props) {
  const healthByAddress = useMemo(() => {
    const byAddress = new Map<string, BackendHealth[]>();
    for (const b of health ?? [])
      byAddress.set(b.address, [...(byAddress.get(b.address) ?? []), b]);
    return byAddress;
  }, [health]);
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
      {sets.map((set) => (
        <BackendSetCard
          key={set.id}
          set={set}
          domains={domains}
          tunnels={tunnels}
          health={healthByAddress}
          selected={set.id === selected}
          onEdit={onEdit && (() => onEdit(set))}
          onDelete={onDelete && (() => onDelete(set))}
        />
      ))}
    </SimpleGrid>
  );
}
