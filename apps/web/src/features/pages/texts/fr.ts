import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  notFound: {
    code: '404',
    title: 'Page introuvable',
    body: 'La page demandée n’existe pas ou a été déplacée.',
  },
  serverError: {
    code: '500',
    title: 'Un problème est survenu',
    body: 'Le serveur a rencontré un problème. Réessayez dans un instant.',
  },
  notAuthorized: {
    code: '403',
    title: 'Accès non autorisé',
    body: 'Votre compte ne peut pas ouvrir cette page. Demandez l’accès au propriétaire du réseau.',
  },
  comingSoon: {
    title: 'Bientôt disponible',
    body: 'Cette partie du tableau de bord est en construction. Tout le reste fonctionne déjà.',
  },
  backHome: 'Retour au tableau de bord',
} satisfies Texts<typeof en>;
