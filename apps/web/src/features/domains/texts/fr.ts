import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  add: 'Ajouter un domaine',
  empty:
    'Aucun domaine pour l’instant. Ajoutez l’adresse que les joueurs saisissent, comme play.example.com.',
  needSet: 'Ajoutez d’abord un groupe de serveurs : un domaine y envoie les joueurs.',
  needSetAction: 'Aller aux groupes de serveurs',
  setsHidden:
    'Vous ne pouvez pas voir les groupes de serveurs de ce réseau : vous ne pouvez donc pas ajouter de domaine ici. Le propriétaire du réseau peut changer cela.',
  columns: {
    name: 'Domaine',
    set: 'Groupe de serveurs',
    bac: 'Contrôle anti-bot',
    verified: 'Vérifié',
    created: 'Ajouté',
  },
  verified: 'Vérifié',
  unverified: 'Non vérifié',
  form: {
    addTitle: 'Ajouter un domaine',
    editTitle: 'Modifier {{name}}',
    name: 'Nom de domaine',
    nameHint: 'play.example.com, ou *.example.com pour tous les sous-domaines',
    set: 'Groupe de serveurs',
    bac: 'Contrôle des attaques de bots',
    bacHint: 'Faire passer les nouveaux joueurs par le serveur de vérification.',
    taken: 'Ce domaine est déjà protégé par un autre réseau.',
    renameWarning: 'Un domaine renommé doit être vérifié à nouveau.',
  },
  records: {
    title: 'Enregistrements DNS pour {{name}}',
    intro: 'Créez ces enregistrements chez votre fournisseur DNS, puis vérifiez.',
    txt: 'Enregistrement TXT (prouve que le domaine est à vous)',
    type: 'Type',
    host: 'Nom',
    value: 'Valeur',
    verify: 'Vérifier maintenant',
    verifiedNow: '{{name}} est vérifié. Les joueurs peuvent s’y connecter.',
    failed: 'Pas encore vérifié',
    notFound:
      'Aucun enregistrement TXT « {{value}} » n’a encore été trouvé à {{name}}. Les changements DNS peuvent prendre quelques minutes.',
    propagation: 'Les nouveaux enregistrements DNS peuvent mettre quelques minutes à apparaître.',
    zone: 'Les noms sont relatifs à la zone {{zone}}, comme les panneaux DNS les demandent ; le nom complet figure sous chacun.',
    noZone: 'Aucune zone DNS n’a encore répondu pour ce nom : les noms sont donnés en entier.',
    fullName: 'Nom complet : {{name}}',
    srvParts: 'Priorité {{priority}}, poids {{weight}}, port {{port}}, cible {{target}}',
    recommended: 'Recommandé',
    apexTitle: '{{name}} est la racine de sa zone',
    apexBody:
      'La plupart des hébergeurs DNS refusent ici un enregistrement CNAME, à côté des enregistrements de la zone. Choisissez l’une des façons ci-dessous, de préférence la recommandée.',
    routes: {
      cname: {
        title: 'Enregistrement CNAME (fait passer les joueurs par Palisade)',
        body: 'Seulement si votre hébergeur DNS aplatit un CNAME à la racine : Cloudflare le fait, d’autres l’appellent ALIAS ou ANAME.',
      },
      address: {
        title: 'Enregistrements {{type}} vers les adresses de Palisade',
        body: 'Fonctionne chez tout hébergeur DNS et avec toute version de Minecraft. Quand Palisade ajoute un site, son adresse apparaît ici et mérite d’être ajoutée.',
      },
      srv: {
        title: 'Enregistrement SRV vers un sous-domaine',
        body: 'Les clients Java cherchent d’abord _minecraft._tcp et rejoignent par le sous-domaine, dont le CNAME suit les sites de Palisade. Les joueurs Bedrock passent de toute façon par un tunnel Bedrock.',
      },
    },
    needsDomain:
      'Ajoutez aussi {{name}} comme domaine de ce réseau : le client rejoint sous ce nom.',
    cloudflareTitle: 'Chez Cloudflare',
    cloudflareBody:
      'Réglez ces enregistrements sur « DNS uniquement » (nuage gris). Le proxy de Cloudflare ne transporte que le trafic web : derrière le nuage orange, les joueurs ne peuvent pas se connecter.',
    ownershipOnly: 'Propriété vérifiée ; les joueurs ne peuvent pas encore rejoindre',
    noRoute:
      'L’enregistrement TXT prouve que {{name}} vous appartient, mais aucun enregistrement ne mène encore les joueurs à Palisade. Créez l’un des enregistrements ci-dessus ; les changements DNS peuvent prendre quelques minutes.',
    joinable: 'Les joueurs peuvent rejoindre par ce domaine',
    routing: {
      cname: 'Son enregistrement CNAME mène à Palisade.',
      address: 'Ses adresses sont celles de Palisade.',
      srv: 'Son enregistrement SRV mène à un domaine de ce réseau chez Palisade.',
    },
    checkAgain: 'Vérifier à nouveau',
    show: 'Enregistrements DNS',
  },
  deleteBody: 'Les joueurs ne pourront plus rejoindre votre serveur par {{name}}.',
} satisfies Texts<typeof en>;
