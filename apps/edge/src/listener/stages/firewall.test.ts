import { describe, expect, it } from 'vitest';
import {
  compileState,
  dropped,
  kickText,
  network,
  readAll,
  routed,
  runtime,
  snapshot,
  socketPair,
} from '../../../test/stage-kit';
import { firewall, firewallMessage } from './firewall';

const rules = {
  ip: [
    { value: '198.51.100.0/24', allow: false, expires_at: null },
    { value: '198.51.100.7/32', allow: true, expires_at: null },
  ],
  asn: [],
  country: [],
};

describe('the firewall stage', () => {
  it('tells a blocked login why and counts it as the firewall’s', async () => {
    const rt = runtime(compileState(snapshot(network({ firewall: rules }))));
    const pair = await socketPair();
    const reply = readAll(pair.client);
    expect(firewall(rt, routed(rt, pair.edge, {}, '198.51.100.8'))).toBe('firewall');
    expect(kickText(await reply)).toBe(firewallMessage);
    expect(dropped(rt)?.firewall).toBe(1);
  });

  it('lets an allowed address on and marks it so no limit applies', async () => {
    const rt = runtime(compileState(snapshot(network({ firewall: rules }))));
    const pair = await socketPair();
    const c = routed(rt, pair.edge, {}, '198.51.100.7');
    expect(firewall(rt, c)).toBeNull();
    expect(c.firewallAllowed).toBe(true);
    pair.close();
  });

  it("refuses hosting providers' addresses when the network blocks VPNs", async () => {
    const rt = runtime(compileState(snapshot(network({ vpn_block: true }))), { asn: 16_276 });
    const pair = await socketPair();
    const reply = readAll(pair.client);
    expect(firewall(rt, routed(rt, pair.edge))).toBe('vpn');
    expect(kickText(await reply)).toBe('No VPNs');
  });
});
