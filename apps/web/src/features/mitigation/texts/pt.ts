import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  layer7: {
    title: 'Mitigação de camada 7',
    intro:
      'Quando as novas conexões por segundo passam o limite, a rede está sob ataque: endereços suspeitos são banidos por um tempo e jogadores verificados são admitidos por mais tempo.',
    threshold: 'Conexões por segundo antes de a mitigação começar',
    peak: 'Minuto mais intenso das últimas 24 h: {{value}}/s',
    ban: 'Tempo de banimento (segundos)',
    allow: 'Jogadores que jogaram ou passaram nas verificações as dispensam durante (segundos)',
    message: 'Mensagem mostrada a jogadores expulsos',
    vpn: 'Bloquear VPNs e provedores de hospedagem',
    vpnMessage: 'Mensagem mostrada a usuários de VPN',
  },
  verification: {
    title: 'Servidor de verificação',
    intro:
      'Durante um ataque, o Palisade verifica cada novo jogador num mundo vazio antes de chegar ao seu servidor, mesmo sem servidor de verificação. Aqui escolhe quando e como os jogadores são verificados.',
    enabled: 'Servidor de verificação ativado',
    mode: 'Quando verificar',
    modes: {
      always: 'Cada novo jogador',
      under_attack: 'Durante um ataque (sempre nos domínios com a verificação anti-bot)',
    },
    ping: 'Exigir um ping da lista de servidores antes de entrar',
    reconnect: 'Pedir a jogadores desconhecidos que se reconectem uma vez',
    world:
      'Verificar novos jogadores num mundo vazio (têm de cair e responder como um cliente do jogo)',
    whitelist: 'Lembrar um jogador verificado durante (segundos)',
    message: 'Mensagem mostrada durante a verificação',
  },
  status: {
    title: 'Status do servidor',
    forward:
      'Passar os pings da lista de servidores ao seu servidor (senão o Palisade responde com uma cópia salva por 5 s)',
    offlineEnabled: 'Mostrar um MOTD offline quando todos os backends estão fora do ar',
    motd: 'MOTD offline',
    motdHint: 'Códigos de cor do Minecraft com § ou &, como &cManutenção',
    preview: 'Pré-visualização',
    kick: 'Mensagem de expulsão offline',
    favicon: 'Ícone offline (PNG 64×64)',
    faviconChoose: 'Escolher um PNG',
    faviconRemove: 'Remover ícone',
    faviconInvalid: 'Use um PNG 64×64 com no máximo 12 KB.',
  },
  notify: {
    title: 'Notificações de ataque',
    url: 'URL do webhook',
    urlHint: 'O Palisade envia para este endereço quando um ataque começa e acaba.',
    type: 'Formato',
    types: { discord: 'Discord', json: 'JSON' },
    secret: 'Segredo de assinatura',
    secretHint:
      'Os webhooks JSON levam X-Palisade-Signature: sha256=<HMAC do corpo com este segredo>.',
    secretHidden: 'Oculto: só o dono o vê. Uma nova URL usa o segredo digitado aqui.',
    emails: 'Avisar-me de ataques por e-mail',
    test: 'Enviar teste',
    testSent: 'Teste entregue: o seu endpoint respondeu {{status}}.',
    testRefused: 'O teste não foi entregue: o seu endpoint respondeu {{status}}.',
    testUndelivered:
      'Não foi possível entregar o teste. Verifique se a URL está correta e é pública, e se o seu endpoint está ativo e acessível pela internet.',
    testSaveFirst: 'Salve primeiro a URL do webhook.',
  },
  firewall: {
    title: 'Firewall',
    intro: 'Os endereços permitidos entram sempre, mesmo durante um ataque; os bloqueados nunca.',
    tabs: { ip: 'Endereços IP', asn: 'ASNs', country: 'Países' },
    columns: {
      ip: 'IP ou CIDR',
      asn: 'ASN',
      country: 'País',
      action: 'Ação',
      created: 'Adicionado',
      expires: 'Expira',
    },
    allow: 'Permitir',
    block: 'Bloquear',
    never: 'Nunca',
    add: {
      ip: 'Adicionar regra de IP',
      asn: 'Adicionar regra de ASN',
      country: 'Adicionar regra de país',
    },
    empty: { ip: 'Sem regras de IP.', asn: 'Sem regras de ASN.', country: 'Sem regras de país.' },
    form: {
      addTitle: 'Adicionar uma regra',
      editTitle: 'Editar regra',
      ip: 'Endereço IP ou bloco CIDR',
      ipHint: '203.0.113.7, 198.51.100.0/24 ou 2001:db8::/32',
      asn: 'Número de sistema autônomo',
      asnHint: 'Como AS13335 ou 13335',
      country: 'País',
      action: 'Ação',
      duration: 'Vale',
      keep: 'Até {{date}}, como agora',
      durations: {
        never: 'Até ser removida',
        '1': 'Por 1 hora',
        '24': 'Por 24 horas',
        '168': 'Por 7 dias',
        '720': 'Por 30 dias',
      },
    },
  },
} satisfies Texts<typeof en>;
