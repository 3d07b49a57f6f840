import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  tabs: {
    general: 'Général',
    email: 'E-mail',
    password: 'Mot de passe',
    apiKey: 'Clé API',
    twoFactor: 'Deux facteurs',
    preferences: 'Préférences',
  },
  general: {
    firstname: 'Prénom',
    lastname: 'Nom',
    phone: 'Téléphone',
    saved: 'Informations mises à jour.',
  },
  email: {
    current: 'Adresse actuelle : {{email}}',
    email: 'Nouvel e-mail',
    emailconfirm: 'Répéter le nouvel e-mail',
    password: 'Mot de passe actuel',
    submit: 'Changer d’e-mail',
    sent: 'Nous avons envoyé un lien à {{email}}. L’adresse change lorsque vous l’ouvrez.',
  },
  password: {
    old: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    confirm: 'Répéter le nouveau mot de passe',
    submit: 'Changer le mot de passe',
    setTitle: 'Définir un mot de passe',
    setHint:
      'Votre compte se connecte via un fournisseur. Définissez un mot de passe pour vous connecter aussi avec votre e-mail.',
    done: 'Mot de passe changé. Les autres sessions ont été fermées et votre clé API révoquée : générez-en une nouvelle pour vos scripts.',
  },
  apiKey: {
    intro:
      'Les automatisations utilisent cette clé dans l’en-tête X-API-Key ; elle agit en votre nom. Gardez-la secrète. Changer ou réinitialiser votre mot de passe la révoque.',
    none: 'Pas encore de clé API.',
    created: 'Créée le {{date}}',
    generate: 'Générer une clé',
    regenerate: 'Régénérer la clé',
    confirmTitle: 'Remplacer la clé API ?',
    confirmBody:
      'La clé actuelle cesse immédiatement de fonctionner. Les scripts qui l’utilisent devront recevoir la nouvelle.',
    shownOnce: 'C’est la seule fois que la clé complète est affichée. Copiez-la maintenant.',
  },
  twoFactor: {
    on: 'L’authentification à deux facteurs est activée.',
    off: 'L’authentification à deux facteurs est désactivée.',
    intro: 'Les connexions demandent alors aussi un code d’une application d’authentification.',
    start: 'Configurer l’authentification à deux facteurs',
    scan: 'Scannez ce QR code avec votre application d’authentification, ou saisissez le secret à la main.',
    secret: 'Secret',
    code: 'Code de l’application',
    enable: 'Activer',
    recoveryTitle: 'Vos codes de récupération',
    recoveryHint:
      'Chaque code vous connecte une fois si vous perdez votre téléphone. Conservez-les en lieu sûr : ils ne sont affichés que maintenant.',
    download: 'Télécharger les codes',
    disable: 'Désactiver',
    disableCode: 'Un code actuel ou un code de récupération',
    disabled: 'L’authentification à deux facteurs est désactivée.',
    enabled: 'L’authentification à deux facteurs est activée.',
    qrAlt: 'QR code pour votre application d’authentification',
    password: 'Mot de passe actuel',
    freshSignIn:
      'Votre compte se connecte via un fournisseur et n’a pas de mot de passe : activer ou désactiver l’authentification à deux facteurs demande une connexion de moins de 10 minutes. Si la vôtre est plus ancienne, déconnectez-vous puis reconnectez-vous.',
  },
  preferences: {
    intro: 'Conservées dans ce navigateur.',
  },
  confirmEmail: {
    working: 'Confirmation de votre nouvel e-mail…',
    done: 'E-mail changé',
    doneBody: 'Votre compte utilise désormais {{email}}.',
    failed: 'Échec de la confirmation',
    toDashboard: 'Aller au tableau de bord',
  },
} satisfies Texts<typeof en>;
