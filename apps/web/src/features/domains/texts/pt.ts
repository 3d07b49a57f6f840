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
    intro: 'Crie estes registros no seu provedor de DNS e depois verifique.',
    txt: 'Registro TXT (prova que o domínio é seu)',
    type: 'Tipo',
    host: 'Nome',
    value: 'Valor',
    verify: 'Verificar agora',
    verifiedNow: '{{name}} está verificado. Os jogadores podem entrar por ele.',
    failed: 'Ainda não verificado',
    notFound:
      'Ainda não foi encontrado nenhum registo TXT "{{value}}" em {{name}}. As alterações de DNS podem demorar alguns minutos.',
    propagation: 'Novos registros DNS podem levar alguns minutos para aparecer.',
    zone: 'Os nomes são relativos à zona {{zone}}, como os painéis de DNS pedem; o nome completo aparece abaixo de cada um.',
    noZone: 'Nenhuma zona DNS respondeu ainda para este nome, então os nomes aparecem completos.',
    fullName: 'Nome completo: {{name}}',
    srvParts: 'Prioridade {{priority}}, peso {{weight}}, porta {{port}}, destino {{target}}',
    recommended: 'Recomendado',
    apexTitle: '{{name}} é a raiz da sua zona',
    apexBody:
      'A maioria dos provedores de DNS recusa um registro CNAME aqui, ao lado dos registros da própria zona. Use uma das formas abaixo, de preferência a recomendada.',
    routes: {
      cname: {
        title: 'Registro CNAME (envia os jogadores pelo Palisade)',
        body: 'Só onde o seu provedor de DNS achata um CNAME na raiz: a Cloudflare faz isso, outros chamam de ALIAS ou ANAME.',
      },
      address: {
        title: 'Registros {{type}} para os endereços do Palisade',
        body: 'Funciona em qualquer provedor de DNS e com qualquer versão do Minecraft. Quando o Palisade adiciona um local, o endereço aparece aqui e vale a pena adicioná-lo.',
      },
      srv: {
        title: 'Registro SRV para um subdomínio',
        body: 'Os clientes Java procuram primeiro _minecraft._tcp e entram pelo subdomínio, cujo CNAME acompanha os locais do Palisade. Jogadores Bedrock entram por um túnel Bedrock de qualquer forma.',
      },
    },
    needsDomain: 'Adicione {{name}} também como domínio desta rede: o cliente entra com esse nome.',
    cloudflareTitle: 'Na Cloudflare',
    cloudflareBody:
      'Deixe estes registros como “Somente DNS” (nuvem cinza). O proxy da Cloudflare só leva tráfego web: atrás da nuvem laranja, os jogadores não conseguem se conectar.',
    ownershipOnly: 'Propriedade verificada; os jogadores ainda não conseguem entrar',
    noRoute:
      'O registro TXT prova que {{name}} é seu, mas nenhum registro leva os jogadores ao Palisade ainda. Crie um dos registros acima; mudanças de DNS podem levar alguns minutos.',
    joinable: 'Os jogadores podem entrar por ele',
    routing: {
      cname: 'O registro CNAME leva ao Palisade.',
      address: 'Os endereços são os do Palisade.',
      srv: 'O registro SRV leva a um domínio desta rede no Palisade.',
    },
    checkAgain: 'Verificar de novo',
    show: 'Registros DNS',
  },
  deleteBody: 'Os jogadores deixarão de chegar ao seu servidor por {{name}}.',
} satisfies Texts<typeof en>;
