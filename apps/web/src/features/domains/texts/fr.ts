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
    intro: 'Créez ces deux enregistrements chez votre fournisseur DNS, puis vérifiez.',
    txt: 'Enregistrement TXT (prouve que le domaine est à vous)',
    target: 'Enregistrement {{type}} (fait passer les joueurs par Palisade)',
    type: 'Type',
    host: 'Nom',
    value: 'Valeur',
    verify: 'Vérifier maintenant',
    verifiedNow: '{{name}} est vérifié. Les joueurs peuvent s’y connecter.',
    failed: 'Pas encore vérifié',
    notFound:
      'Aucun enregistrement TXT « {{value}} » n’a encore été trouvé à {{name}}. Les changements DNS peuvent prendre quelques minutes.',
    propagation: 'Les nouveaux enregistrements DNS peuvent mettre quelques minutes à apparaître.',
    show: 'Enregistrements DNS',
  },
  deleteBody: 'Les joueurs ne pourront plus rejoindre votre serveur par {{name}}.',
} satisfies Texts<typeof en>;
