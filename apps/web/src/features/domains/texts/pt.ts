import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  add: 'Adicionar domínio',
  empty:
    'Ainda não há domínios. Adicione o endereço que os jogadores usam para entrar, como play.example.com.',
  needSet: 'Adicione primeiro um conjunto de backends: um domínio envia jogadores para ele.',
  needSetAction: 'Ir para conjuntos de backends',
  setsHidden:
    'Você não pode ver os conjuntos de backends desta rede, então não pode adicionar domínios aqui. O proprietário da rede pode mudar isso.',
  columns: {
    name: 'Domínio',
    set: 'Conjunto de backends',
    bac: 'Verificação anti-bot',
    verified: 'Verificado',
    created: 'Adicionado',
  },
  verified: 'Verificado',
  unverified: 'Não verificado',
  form: {
    addTitle: 'Adicionar um domínio',
    editTitle: 'Editar {{name}}',
    name: 'Nome do domínio',
    nameHint: 'play.example.com, ou *.example.com para todos os subdomínios',
    set: 'Conjunto de backends',
    bac: 'Verificação de ataques de bots',
    bacHint: 'Enviar novos jogadores primeiro pelo servidor de verificação.',
    taken: 'Este domínio já é protegido por outra rede.',
    renameWarning: 'Um domínio renomeado precisa ser verificado de novo.',
  },
  records: {
    title: 'Registros DNS para {{name}}',
    intro: 'Crie estes dois registros no seu provedor de DNS e depois verifique.',
    txt: 'Registro TXT (prova que o domínio é seu)',
    target: 'Registro {{type}} (envia os jogadores pelo Palisade)',
    type: 'Tipo',
    host: 'Nome',
    value: 'Valor',
    verify: 'Verificar agora',
    verifiedNow: '{{name}} está verificado. Os jogadores podem entrar por ele.',
    failed: 'Ainda não verificado',
    notFound:
      'Ainda não foi encontrado nenhum registo TXT "{{value}}" em {{name}}. As alterações de DNS podem demorar alguns minutos.',
    propagation: 'Novos registros DNS podem levar alguns minutos para aparecer.',
    show: 'Registros DNS',
  },
  deleteBody: 'Os jogadores deixarão de chegar ao seu servidor por {{name}}.',
} satisfies Texts<typeof en>;
