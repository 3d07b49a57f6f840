import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  layer7: {
    title: 'Mitigation couche 7',
    intro:
      'Quand les nouvelles connexions par seconde dépassent le seuil, le réseau est attaqué : les adresses suspectes sont bannies un temps, les joueurs vérifiés admis plus longtemps.',
    threshold: 'Connexions par seconde avant la mitigation',
    peak: 'Minute la plus chargée des dernières 24 h : {{value}}/s',
    ban: 'Durée du bannissement (secondes)',
    allow: 'Les joueurs qui ont joué ou réussi les vérifications les évitent pendant (secondes)',
    message: 'Message affiché aux joueurs expulsés',
    vpn: 'Bloquer les VPN et hébergeurs',
    vpnMessage: 'Message affiché aux utilisateurs de VPN',
  },
  verification: {
    title: 'Serveur de vérification',
    intro:
      'Pendant une attaque, Palisade vérifie chaque nouveau joueur dans un monde vide avant qu’il n’atteigne votre serveur, même sans serveur de vérification. Ici, vous choisissez quand et comment les joueurs sont vérifiés.',
    enabled: 'Serveur de vérification activé',
    mode: 'Quand vérifier',
    modes: {
      always: 'Chaque nouveau joueur',
      under_attack: 'Pendant une attaque (toujours sur les domaines avec la vérification anti-bot)',
    },
    ping: 'Exiger un ping de la liste des serveurs avant de rejoindre',
    reconnect: 'Demander aux joueurs inconnus de se reconnecter une fois',
    world:
      'Vérifier les nouveaux joueurs dans un monde vide (ils doivent tomber et répondre comme un client de jeu)',
    whitelist: 'Se souvenir d’un joueur vérifié pendant (secondes)',
    message: 'Message affiché pendant la vérification',
  },
  status: {
    title: 'État du serveur',
    forward:
      'Transmettre les pings de la liste des serveurs à votre serveur (sinon Palisade répond avec une copie gardée 5 s)',
    offlineEnabled: 'Afficher un MOTD hors ligne quand tous les serveurs sont arrêtés',
    motd: 'MOTD hors ligne',
    motdHint: 'Codes couleur Minecraft avec § ou &, comme &cMaintenance',
    preview: 'Aperçu',
    kick: 'Message d’expulsion hors ligne',
    favicon: 'Icône hors ligne (PNG 64×64)',
    faviconChoose: 'Choisir un PNG',
    faviconRemove: 'Retirer l’icône',
    faviconInvalid: 'Utilisez un PNG 64×64 de 12 Ko au plus.',
  },
  notify: {
    title: 'Notifications d’attaque',
    url: 'URL du webhook',
    urlHint: 'Palisade envoie à cette adresse au début et à la fin d’une attaque.',
    type: 'Format',
    types: { discord: 'Discord', json: 'JSON' },
    secret: 'Secret de signature',
    secretHint:
      'Les webhooks JSON portent X-Palisade-Signature : sha256=<HMAC du corps avec ce secret>.',
    secretHidden:
      'Masqué : seul le propriétaire le voit. Une nouvelle URL prend le secret saisi ici.',
    emails: 'M’avertir des attaques par e-mail',
    test: 'Envoyer un test',
    testSent: 'Test livré : votre point d’accès a répondu {{status}}.',
    testRefused: 'Le test n’a pas été livré : votre point d’accès a répondu {{status}}.',
    testUndelivered:
      'Le test n’a pas pu être livré. Vérifiez que l’URL est correcte et publique, et que votre point d’accès fonctionne et est joignable depuis Internet.',
    testSaveFirst: 'Enregistrez d’abord l’URL du webhook.',
  },
  firewall: {
    title: 'Pare-feu',
    intro:
      'Les adresses autorisées passent toujours, même pendant une attaque ; les bloquées jamais.',
    tabs: { ip: 'Adresses IP', asn: 'ASN', country: 'Pays' },
    columns: {
      ip: 'IP ou CIDR',
      asn: 'ASN',
      country: 'Pays',
      action: 'Action',
      created: 'Ajouté',
      expires: 'Expire',
    },
    allow: 'Autoriser',
    block: 'Bloquer',
    never: 'Jamais',
    add: {
      ip: 'Ajouter une règle IP',
      asn: 'Ajouter une règle ASN',
      country: 'Ajouter une règle pays',
    },
    empty: { ip: 'Aucune règle IP.', asn: 'Aucune règle ASN.', country: 'Aucune règle pays.' },
    form: {
      addTitle: 'Ajouter une règle',
      editTitle: 'Modifier la règle',
      ip: 'Adresse IP ou bloc CIDR',
      ipHint: '203.0.113.7, 198.51.100.0/24 ou 2001:db8::/32',
      asn: 'Numéro de système autonome',
      asnHint: 'Comme AS13335 ou 13335',
      country: 'Pays',
      action: 'Action',
      duration: 'S’applique',
      keep: 'Jusqu’au {{date}}, comme maintenant',
      durations: {
        never: 'Jusqu’à sa suppression',
        '1': 'Pendant 1 heure',
        '24': 'Pendant 24 heures',
        '168': 'Pendant 7 jours',
        '720': 'Pendant 30 jours',
      },
    },
  },
} satisfies Texts<typeof en>;
