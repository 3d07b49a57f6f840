import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
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
} satisfies Texts<typeof en>;
