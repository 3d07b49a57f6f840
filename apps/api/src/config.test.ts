import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      databaseUrl: undefined,
      captcha: 'altcha',
      oidcProviders: [],
      dnsServers: [],
      trustProxy: false,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('parses lists and JSON', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://panel.example.com/',
      DNS_SERVERS: '1.1.1.1, [2606:4700:4700::1111]:53,9.9.9.9:5353',
      OIDC_PROVIDERS:
        '[{"issuer":"https://accounts.example.com","client_id":"abc","name":"example"}]',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
    });
    expect(config.publicUrl).toBe('https://panel.example.com');
    expect(config.dnsServers).toEqual(['1.1.1.1', '[2606:4700:4700::1111]:53', '9.9.9.9:5353']);
    expect(config.oidcProviders[0]?.name).toBe('example');
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('takes an empty variable as unset', () => {
    const config = loadConfig({ PALISADE_DEMO: '', PORT: '', EDGE_DOMAIN: '', LOG_LEVEL: '' });
    expect(config).toMatchObject({ demo: true, port: 8080, edgeDomain: 'localhost' });
    expect(config.logLevel).toBe('info');
  });

  it('takes the edge domain from PUBLIC_URL, an IP address as it is', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).edgeDomain).toBe('127.0.0.1');
    expect(loadConfig({ PUBLIC_URL: 'http://[::1]:8080' }).edgeDomain).toBe('::1');
    expect(loadConfig({ PUBLIC_URL: 'https://panel.example.com' }).edgeDomain).toBe(
      'panel.example.com',
    );
  });

  it("takes an API host other than the dashboard's", () => {
    expect(loadConfig({ API_HOST: 'api.example.com' }).apiHost).toBe('api.example.com');
    expect(loadConfig({}).apiHost).toBeNull();
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://panel.example.com', API_HOST: 'panel.example.com' }),
    ).toThrow(/API_HOST="panel.example.com": the host of PUBLIC_URL/);
    expect(() => loadConfig({ API_HOST: 'https://api.example.com/' })).toThrow(ConfigError);
  });

  it('names every bad variable on its own line', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: '99999',
        DATABASE_URL: 'mysql://x',
        CAPTCHA: 'sometimes',
        OIDC_PROVIDERS: '[{',
        DNS_SERVERS: 'dns.google',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(5);
    for (const name of ['PORT', 'DATABASE_URL', 'CAPTCHA', 'OIDC_PROVIDERS', 'DNS_SERVERS']) {
      expect(problems.some((p) => p.startsWith(`${name}=`))).toBe(true);
    }
  });
});
