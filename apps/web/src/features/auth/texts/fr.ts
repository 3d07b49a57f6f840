import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  brandLine: 'Protection DDoS pour serveurs Minecraft',
  email: 'E-mail',
  password: 'Mot de passe',
  passwordConfirm: 'Répéter le mot de passe',
  firstname: 'Prénom',
  lastname: 'Nom',
  phone: 'Téléphone (facultatif)',
  login: {
    title: 'Bon retour',
    subtitle: 'Connectez-vous pour gérer vos réseaux protégés.',
    submit: 'Se connecter',
    forgot: 'Mot de passe oublié ?',
    noAccount: 'Nouveau sur Palisade ?',
    register: 'Créer un compte',
    twofaTitle: 'Authentification à deux facteurs',
    twofa: 'Code d’authentification',
    twofaHint:
      'Saisissez le code à 6 chiffres de votre application d’authentification ou l’un de vos codes de récupération.',
    notActivated: 'Votre compte n’est pas encore activé.',
    resend: 'Renvoyer l’e-mail d’activation',
    resent:
      'Si le compte existe et n’est pas encore actif, un nouvel e-mail d’activation est en route.',
    orWith: 'ou continuer avec',
    withProvider: 'Se connecter avec {{provider}}',
    captchaNeeded: 'Résolvez d’abord le captcha.',
  },
  register: {
    title: 'Créer votre compte',
    subtitle: 'Protégez votre premier réseau en quelques minutes.',
    submit: 'Créer le compte',
    haveAccount: 'Vous avez déjà un compte ?',
    login: 'Se connecter',
    doneTitle: 'Consultez votre boîte de réception',
    done: 'Nous avons envoyé un lien d’activation à {{email}}. Ouvrez-le pour activer votre compte.',
  },
  activate: {
    working: 'Activation de votre compte…',
    doneTitle: 'Compte activé',
    done: 'Votre compte est actif. Vous pouvez maintenant vous connecter.',
    failedTitle: 'Échec de l’activation',
    toLogin: 'Aller à la connexion',
  },
  forgot: {
    title: 'Mot de passe oublié ?',
    subtitle: 'Saisissez votre e-mail et nous vous enverrons un lien pour en définir un nouveau.',
    submit: 'Envoyer le lien',
    done: 'Si un compte existe pour {{email}}, un lien de réinitialisation est en route.',
    back: 'Retour à la connexion',
  },
  reset: {
    title: 'Définir un nouveau mot de passe',
    subtitle: 'Choisissez un mot de passe d’au moins 10 caractères.',
    submit: 'Définir le mot de passe',
    done: 'Votre mot de passe a été changé et votre clé API révoquée. Connectez-vous avec le nouveau mot de passe.',
    toLogin: 'Aller à la connexion',
  },
  lock: {
    title: 'Votre session est verrouillée',
    subtitle: 'Saisissez votre mot de passe pour continuer en tant que {{email}}.',
    submit: 'Déverrouiller',
    other: 'Se connecter avec un autre compte',
  },
} satisfies Texts<typeof en>;
