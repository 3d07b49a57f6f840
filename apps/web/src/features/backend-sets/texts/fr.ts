import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  add: 'Ajouter un groupe de serveurs',
  empty:
    'Aucun groupe de serveurs pour l’instant. Ajoutez les serveurs que les joueurs doivent atteindre.',
  backends: 'Serveurs',
  mode: 'Répartition de charge',
  modes: {
    '0': 'Tour à tour (round robin)',
    '1': 'Moins de connexions',
    '2': 'Aléatoire',
    '3': 'Même serveur par adresse de joueur',
    '4': 'Basculement (premier disponible dans l’ordre)',
  },
  proxyProtocol: 'Protocole PROXY v2',
  vulcan: 'Contrôle d’accès (poignée de main signée)',
  vulcanHint:
    'L’edge signe chaque connexion avec la clé backend du réseau, pour que le serveur refuse les joueurs qui contournent Palisade.',
  usedBy: 'Utilisé par',
  unused: 'Aucun domaine ni tunnel Bedrock n’utilise encore ce groupe.',
  bedrockTunnel: 'Tunnel Bedrock {{name}}',
  health: {
    java: 'Java',
    bedrock: 'Bedrock',
    up: 'Joignable · {{ms}} ms',
    partial: 'Joignable depuis {{up}} edges sur {{total}}',
    down: 'Injoignable',
    unknown: 'Pas encore vérifié',
  },
  form: {
    addTitle: 'Ajouter un groupe de serveurs',
    editTitle: 'Modifier {{name}}',
    name: 'Nom',
    backend: 'Serveur {{n}}',
    addBackend: 'Ajouter un serveur',
    removeBackend: 'Retirer le serveur {{n}}',
    backendHint:
      'hôte:port, comme play.example.com:25565 ou lobby.example.com:25577 ; sans port, 25565',
    proxyHint:
      'Activez aussi le protocole PROXY sur le serveur, sinon les joueurs ne pourront pas se connecter.',
  },
  setup: {
    show: 'Comment l’activer sur votre serveur',
    proxyPaper: 'Paper : proxies.proxy-protocol: true dans config/paper-global.yml',
    proxyVelocity: 'Velocity : haproxy-protocol = true sous [advanced] dans velocity.toml',
    proxyBungee: 'BungeeCord : proxy_protocol: true dans le listener de config.yml',
    proxyGeyser:
      'Geyser (Bedrock) : use-haproxy-protocol: true sous advanced › bedrock dans config.yml (enable-proxy-protocol sous bedrock dans les anciennes configurations)',
    signedIntro:
      'Installez un plugin qui lit la poignée de main RealIP de TCPShield (hôte///adresse///heure///signature) et vérifie sa signature HMAC-SHA256 avec la clé du réseau ; il refuse les connexions qui ne passent pas par Palisade.',
    signedPaper: 'Paper : sur le serveur de jeu.',
    signedVelocity: 'Velocity : sur le proxy, pas sur les serveurs derrière lui.',
    signedBungee: 'BungeeCord : sur le proxy, pas sur les serveurs derrière lui.',
    key: 'Clé du réseau',
    keyOwner: 'Seul le propriétaire du réseau voit sa clé.',
  },
  wake: {
    title: 'Réveil à la connexion',
    hint: 'Pour les serveurs qui s’arrêtent quand ils sont vides : tant que tous les backends sont arrêtés, les joueurs voient un message de démarrage, et le premier qui se connecte réveille le serveur (au plus une fois par minute).',
    webhookUrl: 'URL du webhook de réveil',
    webhookHint: 'Palisade y envoie (POST) un message JSON signé, comme les webhooks d’attaque.',
    motd: 'Message de la liste des serveurs pendant le sommeil',
    kickMessage: 'Message pour un joueur qui se connecte pendant le démarrage',
    pterodactyl: 'Pterodactyl',
    pterodactylHint:
      'Palisade envoie l’action d’alimentation « start » du panel, avec la clé API client d’un compte autorisé à démarrer le serveur.',
    panelUrl: 'URL du panel',
    clientKey: 'Clé API client',
    keyKept: 'Définie · laisser vide pour la garder',
    serverId: 'Identifiant du serveur',
    lastTitle: 'Dernier réveil',
    never: 'Jamais réveillé.',
    last: {
      ok: 'Réveillé le {{at}}',
      pending: 'Réveil en cours depuis le {{at}}',
      failed: 'Échec du réveil du {{at}}',
    },
  },
  deleteBody: 'Les domaines et tunnels Bedrock doivent d’abord utiliser un autre groupe.',
} satisfies Texts<typeof en>;
