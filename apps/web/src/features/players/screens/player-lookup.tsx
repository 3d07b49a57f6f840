import { Stack } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useState } from 'react';
import { RequireNetwork } from '@/components/network/require-network';
import { LookupForm } from '../components/lookup-form';
import { LookupResult } from '../components/lookup-result';

/**
 * Player lookup: a player name's (or an address range's) recent connections to the network,
 * each with what the edge decided and why (docs/api.md, player lookup). Addresses show as
 * their /24 or /48 only, as the API answers them (docs/security.md).
 */
function PlayerLookup({ network }: { network: Network }) {
  const [asked, setAsked] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <LookupForm onLookup={setAsked} />
      {asked !== null && <LookupResult networkId={network.id} asked={asked} />}
    </Stack>
  );
}

export function Component() {
  return <RequireNetwork>{(network) => <PlayerLookup network={network} />}</RequireNetwork>;
}
