import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  create: {
    limit:
      'Seu plano {{plan}} permite {{count}} rede, e ela já está em uso. Faça upgrade do plano para criar outra.',
    limit_other:
      'Seu plano {{plan}} permite {{count}} redes, e todas estão em uso. Faça upgrade do plano para criar outra.',
    upgrade: 'Comparar planos',
    title: 'Crie sua primeira rede',
    titleMore: 'Criar uma rede',
    intro:
      'Uma rede é um servidor ou proxy Minecraft atrás do Palisade: seus domínios, backends, firewall e análises.',
    name: 'Nome da rede',
    action: 'Criar rede',
    created: 'Rede “{{name}}” criada.',
  },
  protection: {
    title: 'Proteção',
    record: 'Endereço protegido (aponte o registro {{type}} dos seus domínios para cá)',
    ipNote:
      'O domínio edge deste Palisade é um endereço IP, por isso não há nome de host para um CNAME: dê aos seus domínios um registro {{type}} com este endereço.',
    domains: 'Domínios verificados',
    domainsValue: '{{verified}} de {{total}}',
    sets: 'Conjuntos de backends',
    backends: 'Backends acessíveis',
    backendsValue: '{{healthy}} de {{total}}',
    lastSeen: 'Último relatório de tráfego',
    never: 'Ainda não há tráfego',
    manageDomains: 'Gerenciar domínios',
  },
  exposure: {
    title: 'Seu servidor pode ser acessado sem o Palisade',
    body: 'Este backend deixa jogadores entrarem diretamente, sem passar pelo Palisade: quem descobrir o endereço dele pode inundá-lo, ou entrar contornando seu firewall e as verificações contra bots.',
    body_other:
      'Estes {{count}} backends deixam jogadores entrarem diretamente, sem passar pelo Palisade: quem descobrir os endereços deles pode inundá-los, ou entrar contornando seu firewall e as verificações contra bots.',
    inSet: 'no conjunto {{set}}',
    allowTitle: 'Deixe entrar só os edges do Palisade',
    allowBody:
      'Os edges do Palisade se conectam ao seu servidor a partir destes endereços. Libere-os na porta Minecraft do servidor e recuse todos os outros:',
    noEdges:
      'Este Palisade ainda não tem um endereço de edge que resolva: pergunte ao operador de quais endereços os edges dele se conectam. Enquanto isso, as configurações do servidor abaixo recusam jogadores que contornam o Palisade.',
    firewallHint:
      'Execute estes comandos no servidor, nesta ordem; sua porta SSH e os outros serviços ficam como estão. No painel de firewall da sua hospedagem, crie as mesmas regras.',
    proxyHint:
      'Ou faça o próprio servidor aceitar só conexões que trazem o cabeçalho do protocolo PROXY do Palisade. Ative antes o protocolo PROXY no conjunto de backends (Conjuntos de backends), ou ninguém consegue entrar.',
    onlineMode:
      'Mantenha online-mode=true num servidor que os jogadores acessam pelo Palisade: o Palisade repassa o login e não verifica contas. Um servidor atrás do seu próprio Velocity ou BungeeCord mantém online-mode=false com o encaminhamento desse proxy, e deve aceitar conexões só desse proxy.',
    snippet: 'Regras de {{tool}}',
    checkNow: 'Verificar agora',
    checkedAt: 'Verificado em {{date}}',
    notChecked: 'Ainda não verificado',
    pending: 'O Palisade ainda não verificou se seus backends podem ser acessados sem ele.',
    none: 'Nenhum backend deixa jogadores entrarem sem o Palisade.',
  },
  locations: {
    title: 'Locais',
    intro:
      '{{name}} responde com os endereços de todos os locais saudáveis, para que os jogadores se conectem a um que esteja no ar.',
    introNoDns:
      'Onde os edges deste Palisade rodam. O domínio edge dele é um endereço IP, então nenhum nome de DNS distribui os jogadores entre eles.',
    introPinned:
      '{{name}} responde com os endereços dos locais saudáveis escolhidos nas configurações da rede.',
    healthy: 'Saudável',
    fallback: 'Sem relatórios, ainda respondido',
    down: 'Sem relatórios',
    players_one: '{{value}} jogador',
    players_other: '{{value}} jogadores',
  },
  live: {
    players: 'Jogadores online',
    cps: 'Conexões por segundo',
    bitrate: 'Taxa de bits',
    mitigated: 'Mitigadas em 24 h',
    peak: 'Pico em 24 h: {{value}}',
  },
  charts: {
    players: 'Jogadores online',
    cps: 'Novas conexões por segundo',
  },
  premium: {
    title: 'Premium',
    body: 'As redes Premium custam {{price}} por 30 dias, debitados do seu saldo.',
    on: 'Premium está ativo',
    until: 'Pago até {{date}}',
    enable: 'Ativar Premium',
    confirmTitle: 'Ativar Premium para {{name}}?',
    confirmBody: '{{price}} são debitados agora do seu saldo, por 30 dias.',
    disableTitle: 'Desativar Premium para {{name}}?',
    disableBody: 'O Premium termina imediatamente; o que foi pago não é reembolsado.',
    owner: 'Só o dono da rede pode alterar isto.',
  },
  manage: {
    title: 'Configurações da rede',
    rename: 'Nome',
    pinLabel: 'Locais para onde os jogadores são enviados',
    pinHint:
      'Nenhum marcado: todos os locais, inclusive os adicionados depois. Um local sai das respostas de DNS enquanto seus edges não enviam relatórios.',
    pinned: 'Locais salvos.',
    renamed: 'Rede renomeada.',
    danger: 'Excluir rede',
    dangerBody:
      'Exclui a rede com seus domínios, conjuntos de backends, firewall, subusuários e estatísticas. Os jogadores não vão mais conseguir entrar por ela.',
    typeName: 'Digite {{name}} para confirmar',
    deleteAction: 'Excluir esta rede',
    deleted: 'Rede “{{name}}” excluída.',
  },
} satisfies Texts<typeof en>;
