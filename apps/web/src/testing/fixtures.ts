import {
  allPermissions,
  type BackendSet,
  type Network,
  type Permissions,
  type RouteReply,
  type Routes,
  type User,
} from '@palisade/contract';

const at = '2026-11-01T12:00:00.000Z';

/** A network as `GET networks` lists it: the owner's unless `perms` says otherwise. */
export function aNetwork(fields: Partial<Network> = {}): Network {
  return {
    id: 1,
    name: 'Survival',
    premium: false,
    premium_until: null,
    protected_cname: 'k3x9q2.edge.example',
    protected_record_type: 'CNAME',
    txt_verification: 'palisade-verify=abc',
    connections_per_second_threshold: 20,
    client_ban_seconds: 60,
    client_allow_seconds: 3600,
    mitigation_message: 'Too many connections',
    vpn_block: false,
    antivpn_kick_msg: '',
    forward_true_slp: false,
    offline_motd_enabled: false,
    offline_motd: '',
    offline_kick_message: '',
    offline_favicon: '',
    webhook_url: '',
    webhook_type: 'discord',
    webhook_secret: '',
    backend_secret: '',
    attack_emails: true,
    verification_server: false,
    dns_locations: [],
    history_days: 30,
    role: 'owner',
    perms: allPermissions(true),
    created_at: at,
    updated_at: at,
    ...fields,
  };
}

/** A sub-user's view of a network: only the permissions given. */
export function aSharedNetwork(held: Partial<Permissions>, fields: Partial<Network> = {}): Network {
  return aNetwork({
    role: 'sub_user',
    backend_secret: '',
    perms: { ...allPermissions(false), ...held },
    ...fields,
  });
}

/** The free plan's subscription, as `GET billing/subscription` answers it. */
export function aSubscription(): RouteReply<Routes['getSubscription']> {
  return {
    plan: {
      id: 1,
      name: 'Free',
      level: 0,
      price: '0.00',
      price_cents: 0,
      premium_network_price: '5.00',
      limits: {
        networks: 1,
        domains_per_network: 3,
        backend_sets_per_network: 2,
        backends_per_set: 3,
        firewall_rules_per_network: 50,
        sub_users_per_network: 2,
        bedrock_tunnels_per_network: 1,
        tunnels: 1,
        analytics_retention_days: 7,
        included_bandwidth_gb: 100,
        overage_per_gb: '0.05',
      },
    },
    renews_at: null,
    balance: '0.00',
    usage: { networks: 0, tunnels: 0 },
  };
}

/** A backend set with one backend, as `GET networks/:id/backendSets` lists it. */
export function aBackendSet(fields: Partial<BackendSet> = {}): BackendSet {
  return {
    id: 1,
    name: 'Lobby',
    backends: ['203.0.113.10:25565'],
    proxy_protocol: false,
    vulcan_ac_enabled: false,
    load_balancing_mode: 0,
    wake: {
      enabled: false,
      webhook_url: '',
      motd: '',
      kick_message: '',
      pterodactyl_url: '',
      pterodactyl_server: '',
      pterodactyl_key_set: false,
      last_at: null,
      last_ok: null,
      last_error: null,
    },
    created_at: at,
    updated_at: at,
    ...fields,
  };
}

/** The signed-in account as `GET user/summary` answers it: a customer unless told. */
export function aUser(fields: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'owner@example.com',
    firstname: 'Ada',
    lastname: 'Owner',
    phone: '',
    balance: 0,
    balance_cents: 0,
    is_oauth: false,
    has_empty_pass: false,
    notifications: [],
    commit_level: '0',
    two_factor_auth: true,
    userRole: 'admin',
    two_factor_enabled: true,
    verified: true,
    account_limited: false,
    plan_id: 1,
    plan_name: 'Free',
    operator: false,
    disabled: null,
    plan_expiry: null,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}

/** A tunnel just made, as `GET tunnels/:id` answers it to its owner. */
export function aTunnel(
  fields: Partial<RouteReply<Routes['getTunnel']>> = {},
): RouteReply<Routes['getTunnel']> {
  return {
    id: 7,
    name: 'Lobby tunnel',
    endpoint_peer: '198.51.100.7:51820',
    endpoint_public_key: `${'k'.repeat(43)}=`,
    endpoint_private_key: '',
    location: 'fra',
    bind_port: 30001,
    current_bandwidth_usage: 0,
    month_bandwidth_usage: 0,
    cumulative_bandwidth_usage: 0,
    ingress: 0,
    egress: 0,
    tunnel_addresses: [],
    tunnel_users: [],
    created_at: at,
    updated_at: at,
    ...fields,
  };
}

/**
 * What `GET auth/captcha` answers: no captcha (a server with `captcha` off), or an ALTCHA
 * challenge the form must solve before it may send.
 */
export function aCaptcha({ required = false } = {}): RouteReply<Routes['captcha']> {
  return {
    enabled: required,
    challenge: required
      ? {
          parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n0nce', salt: 's4lt', cost: 5000 },
          signature: 'signature',
        }
      : null,
    turnstile_site_key: null,
  };
}

/** The API's reply to a sign-in: tokens and the user. */
export function aSession(user: User = aUser()): RouteReply<Routes['login']> {
  return { token: 'access-token', refreshToken: 'refresh-token-of-twenty-chars', user };
}
