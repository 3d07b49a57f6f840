import { describe, expect, it } from 'vitest';
import { compileState, network, snapshot } from '../../test/stage-kit';
import { admit } from './policy';

const ip = (value: string, allow: boolean) => ({ value, allow, expires_at: null });
/** Network 1 with a blocked /24, one allowed address in it, and the VPN block on. */
const net = () => {
  const rules = {
    ip: [ip('198.51.100.0/24', false), ip('198.51.100.7/32', true)],
    asn: [],
    country: [],
  };
  const compiled = compileState(snapshot(network({ firewall: rules, vpn_block: true }))).network(1);
  if (!compiled) throw new Error('the snapshot lacks network 1');
  return compiled;
};
const geo = (asn: number | null) => ({ asn: () => asn, country: () => null });

/** A rate step that answers `answer` and remembers what it was asked. */
function rate(answer: 'pass' | 'rate_limit' | 'subnet' | 'asn') {
  const asked: string[] = [];
  return {
    asked,
    admit: () => {
      asked.push('admit');
      return answer;
    },
    note: () => {
      asked.push('note');
    },
  };
}

describe('the admission policy', () => {
  it('lets an allowed address in past every block, counted but never limited', () => {
    const step = rate('rate_limit');
    expect(admit(net(), '198.51.100.7', geo(16_276), step)).toBe('allowed');
    expect(step.asked).toEqual(['note']);
  });

  it('refuses by the firewall, then the VPN block, before the rate is counted', () => {
    const step = rate('pass');
    expect(admit(net(), '198.51.100.8', geo(null), step)).toEqual({
      reason: 'firewall',
      outcome: 'firewall',
    });
    expect(admit(net(), '203.0.113.1', geo(16_276), step)).toEqual({
      reason: 'firewall',
      outcome: 'vpn',
    });
    expect(step.asked).toEqual([]);
  });

  it("passes on the protocol's rate answer", () => {
    expect(admit(net(), '203.0.113.1', geo(64_500), rate('pass'))).toBe('pass');
    expect(admit(net(), '203.0.113.1', geo(null), rate('subnet'))).toEqual({
      reason: 'subnet',
      outcome: 'subnet',
    });
  });
});
