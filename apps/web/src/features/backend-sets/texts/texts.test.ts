import { describe, expect, it } from 'vitest';
import de from './de';
import en from './en';
import fr from './fr';
import pt from './pt';

const languages = { en, de, fr, pt };

describe('backend set form hints', () => {
  it.each(
    Object.entries(languages),
  )('%s: the example backends are ones the API accepts', (_, t) => {
    // Backends are public addresses unless the operator allowed a range (docs/security.md):
    // a private example (10.0.0.5, mc.internal) is refused as soon as a customer copies it.
    const examples = t.form.backendHint.match(/[\w.-]+:\d+/g) ?? [];
    expect(examples).toEqual(['play.example.com:25565', 'lobby.example.com:25577']);
  });

  it.each(Object.entries(languages))('%s: Geyser reads PROXY v2 from its Bedrock side', (_, t) => {
    // Geyser's `remote.use-proxy-protocol` is what Geyser sends to the Java server; what it reads
    // from an edge is `advanced.bedrock.use-haproxy-protocol` (docs/edge.md, Bedrock tunnels).
    expect(t.setup.proxyGeyser).toContain('use-haproxy-protocol: true');
    expect(t.setup.proxyGeyser).not.toContain('use-proxy-protocol');
  });
});
