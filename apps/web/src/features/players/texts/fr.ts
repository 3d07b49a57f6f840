import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  intro:
    'Quand un joueur dit qu’il ne peut pas rejoindre, cherchez son nom (ou d’où il se connecte) pour voir chaque tentative récente et ce que Palisade a décidé.',
  query: 'Nom du joueur ou plage d’adresses',
  queryHint:
    'Un nom comme Steve, ou une plage comme 203.0.113.0/24. Une adresse seule n’est pas cherchée : un nom n’est jamais lié à une seule adresse.',
  search: 'Chercher',
  narrow:
    'Donnez une plage de /24 (IPv4) ou /48 (IPv6) ou plus large : une adresse seule n’est pas cherchée.',
  since: 'Connexions depuis le {{date}}, tant que votre forfait les garde.',
  none: 'Aucune connexion de {{q}} sur cette période.',
  columns: {
    when: 'Quand',
    player: 'Joueur',
    from: 'Depuis',
    domain: 'Domaine',
    version: 'Version',
    outcome: 'Ce qui s’est passé',
  },
  unknownName: 'Avant la connexion',
  outcomes: {
    played: 'A joué',
    playedUntil: 'A joué jusqu’au {{date}}',
    login: 'Connecté, n’a jamais joué',
    refused: 'Refusé',
    kicked: 'Refusé par le serveur',
  },
  closedBy: {
    player: 'Parti après {{duration}}',
    backend: 'Fermé par le serveur après {{duration}}',
  },
  kickReason: 'Le serveur a dit : « {{reason}} »',
  bedrock: 'Bedrock',
  reasons: {
    firewall: 'par une règle du pare-feu (IP, fournisseur, pays ou VPN)',
    rate_limit: 'pour trop de connexions depuis l’adresse',
    subnet: 'pour trop de connexions depuis son sous-réseau',
    asn: 'à cause de son fournisseur (trop de connexions, ou des bots qui échouent à la vérification en jeu)',
    ping_check: 'par la vérification du ping (pas de ping de liste des serveurs avant)',
    reconnect_check: 'par la vérification de reconnexion (premier essai ; le suivant passe)',
    verification: 'par la vérification en jeu (ou aucune place de vérification libre)',
    invalid: 'comme n’étant pas un client Minecraft',
    kernel_jail: 'dans le noyau, comme adresse bannie',
    kernel_firewall: 'dans le noyau, par une règle du pare-feu',
  },
  limited: 'Les recherches sont limitées à 60 par réseau en 15 minutes. Réessayez à {{time}}.',
} satisfies Texts<typeof en>;
