import { defineNamespace } from '../../i18n/index';

const en = {
  notFound: {
    code: '404',
    title: 'Page not found',
    body: 'The page you asked for does not exist or has moved.',
  },
  serverError: {
    code: '500',
    title: 'Something went wrong',
    body: 'The server ran into a problem. Try again in a moment.',
  },
  notAuthorized: {
    code: '403',
    title: 'You are not authorized',
    body: 'Your account may not open this page. Ask the network owner for access.',
  },
  comingSoon: {
    title: 'Coming soon',
    body: 'This part of the dashboard is being built. Everything else works already.',
  },
  backHome: 'Back to the dashboard',
};

export const pagesNs = defineNamespace('pages', {
  en,
  de: {
    notFound: {
      code: '404',
      title: 'Seite nicht gefunden',
      body: 'Die angeforderte Seite existiert nicht oder wurde verschoben.',
    },
    serverError: {
      code: '500',
      title: 'Etwas ist schiefgelaufen',
      body: 'Beim Server ist ein Problem aufgetreten. Versuche es gleich noch einmal.',
    },
    notAuthorized: {
      code: '403',
      title: 'Keine Berechtigung',
      body: 'Dein Konto darf diese Seite nicht öffnen. Bitte den Netzwerkbesitzer um Zugriff.',
    },
    comingSoon: {
      title: 'Demnächst verfügbar',
      body: 'Dieser Teil des Dashboards entsteht gerade. Alles andere funktioniert bereits.',
    },
    backHome: 'Zurück zum Dashboard',
  },
  fr: {
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
  },
  pt: {
    notFound: {
      code: '404',
      title: 'Página não encontrada',
      body: 'A página solicitada não existe ou foi movida.',
    },
    serverError: {
      code: '500',
      title: 'Algo deu errado',
      body: 'O servidor encontrou um problema. Tente novamente em instantes.',
    },
    notAuthorized: {
      code: '403',
      title: 'Não autorizado',
      body: 'Sua conta não pode abrir esta página. Peça acesso ao dono da rede.',
    },
    comingSoon: {
      title: 'Em breve',
      body: 'Esta parte do painel está sendo construída. Todo o resto já funciona.',
    },
    backHome: 'Voltar ao painel',
  },
});
