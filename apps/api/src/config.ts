import { isIP } from 'node:net';
import path from 'node:path';
import { readAllowedRanges } from '@palisade/address-policy';
import { z } from 'zod';

const port = z.coerce.number().int().min(1).max(65535);

const dnsServer = z.string().refine(
  (value) => {
    const match = /^\[?([^\]]+?)\]?(?::(\d{1,5}))?$/.exec(value);
    return match?.[1] !== undefined && isIP(match[1]) !== 0;
  },
  { message: 'expected IP or IP:port' },
);

const oidcProvider = z.object({
  issuer: z.url(),
  client_id: z.string().min(1),
  name: z.string().min(1).max(64),
});

const json = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const env = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected postgres://…')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'expected smtp://… or smtps://…')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Palisade <no-reply@palisade.local>'),
  CAPTCHA: z.enum(['altcha', 'off']).default('altcha'),
  CAPTCHA_COST: z.coerce.number().int().min(1000).max(10_000_000).default(20_000),
  TURNSTILE_SECRET: z.string().min(1).optional(),
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  OIDC_PROVIDERS: json(z.array(oidcProvider)).default([]),
  DNS_SERVERS: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(dnsServer))
    .default([]),
  TRUST_PROXY: z.string().default('false'),
  API_HOST: z
    .string()
    .regex(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'expected a lower-case host name')
    .optional(),
  EDGE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'expected a lower-case DNS name')
    .optional(),
  DNS_NAMESERVERS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/, 'expected lower-case DNS names')))
    .default([]),
  EDGE_JAVA_PORT: z.coerce.number().int().min(0).max(65535).default(25565),
  EDGE_LOCATION: z.string().min(1).max(32).default('local'),
  EDGE_ALLOW_BACKENDS: z
    .string()
    .transform((text) => readAllowedRanges(text.split(',')))
    .refine((read) => read.bad.length === 0, {
      message: 'expected comma-separated CIDR ranges, addresses or address:port',
    })
    .transform((read) => read.ranges)
    .optional(),
  EDGE_TUNNELS: flag.optional(),
  EDGE_KERNEL_FILTER: z.enum(['on', 'off']).optional(),
  EDGE_WG_INTERFACE: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{1,15}$/,
      'expected an interface name of up to 15 letters, digits, _ or -',
    )
    .optional(),
  JWT_SECRET: z.string().min(32).optional(),
  CAPTCHA_HMAC_KEY: z.string().min(32).optional(),
  DATA_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'expected 64 hex characters')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: flag.optional(),
  OPERATOR_REQUIRE_2FA: flag.optional(),
  WEBHOOK_ALLOW_PRIVATE: flag.optional(),
  PALISADE_DEMO: flag.optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  EXPOSURE_CHECK_HOURS: z.coerce.number().min(0).max(720).default(6),
  TELEMETRY_JOB_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
});

export type Config = ReturnType<typeof finish>;

/** `true`, `false`, or a comma-separated list of proxy addresses and CIDR ranges. */
function trustProxy(value: string): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((s) => s.trim());
}

/** The dashboard's host keeps the dashboard: the API cannot take over its root. */
function apiHostOf(apiHost: string | undefined, publicUrl: string): string | null {
  if (apiHost === undefined) return null;
  if (apiHost === new URL(publicUrl).hostname) {
    throw new ConfigError([
      `API_HOST=${JSON.stringify(apiHost)}: the host of PUBLIC_URL, where the dashboard answers; name another host`,
    ]);
  }
  return apiHost;
}

function finish(parsed: z.infer<typeof env>) {
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, '');
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl,
    /** Domain under which networks get their CNAME target (`<dns label>.<edgeDomain>`). */
    edgeDomain: parsed.EDGE_DOMAIN ?? new URL(publicUrl).hostname.replace(/^\[(.*)\]$/, '$1'),
    /** The name servers of the zone PowerDNS answers for edgeDomain (docs/scaling.md). */
    dnsNameservers: parsed.DNS_NAMESERVERS,
    /**
     * The in-process edge: its Java port (0 = no edge in this process), location, whether it
     * carries WireGuard tunnels (on by default; only where the machine allows) on which interface,
     * and whether it drops known-bad sources in the kernel.
     */
    edge: {
      javaPort: parsed.EDGE_JAVA_PORT,
      /**
       * The Java port players reach every location on (SRV records name it, PowerDNS probes it):
       * this process's edge's, or Minecraft's default where it runs none.
       */
      publicJavaPort: parsed.EDGE_JAVA_PORT || 25565,
      location: parsed.EDGE_LOCATION,
      /** Non-public backend ranges its location allows, set at each start when given. */
      allowBackends: parsed.EDGE_ALLOW_BACKENDS,
      tunnels: parsed.EDGE_TUNNELS ?? true,
      wgInterface: parsed.EDGE_WG_INTERFACE,
      /** Drop known-bad sources in the kernel: off unless asked, the host's firewall is the owner's. */
      kernelFilter: parsed.EDGE_KERNEL_FILTER === 'on',
    },
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    captcha: parsed.CAPTCHA,
    captchaCost: parsed.CAPTCHA_COST,
    turnstileSecret: parsed.TURNSTILE_SECRET,
    turnstileSiteKey: parsed.TURNSTILE_SITE_KEY,
    oidcProviders: parsed.OIDC_PROVIDERS,
    dnsServers: parsed.DNS_SERVERS,
    trustProxy: trustProxy(parsed.TRUST_PROXY),
    /** A host on which the API answers at the root, as `api.tcpshield.com` does (docs/api.md). */
    apiHost: apiHostOf(parsed.API_HOST, publicUrl),
    secrets: {
      jwt: parsed.JWT_SECRET,
      captchaHmac: parsed.CAPTCHA_HMAC_KEY,
      dataKey: parsed.DATA_KEY,
    },
    logLevel: parsed.LOG_LEVEL,
    logPretty: parsed.LOG_PRETTY ?? Boolean(process.stdout.isTTY),
    /** Let webhooks reach private, loopback and link-local addresses (a LAN receiver, tests). */
    webhookAllowPrivate: parsed.WEBHOOK_ALLOW_PRIVATE ?? false,
    /** Operator routes refuse an operator without two-factor authentication (docs/operators.md). */
    operatorRequire2fa: parsed.OPERATOR_REQUIRE_2FA ?? false,
    /** Bearer token `/metrics` asks for; unset, `/metrics` is not served on the main port. */
    metricsToken: parsed.METRICS_TOKEN,
    /** How often each network's backends are probed from the API host; 0 = only on request. */
    exposureCheckHours: parsed.EXPOSURE_CHECK_HOURS,
    /** How often the telemetry rollups run, once across all API processes. */
    telemetryJobSeconds: parsed.TELEMETRY_JOB_SECONDS,
    /** The live demo on an empty embedded database (never with DATABASE_URL). */
    demo: (parsed.PALISADE_DEMO ?? true) && parsed.DATABASE_URL === undefined,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Reads the environment once; every bad variable gets its own line in the error. A variable set
 * to the empty string counts as unset.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // `PALISADE_DEMO=` (a variable set to nothing) means unset, as it does to most tools.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = env.safeParse(given);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '');
        return `${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  return finish(result.data);
}
