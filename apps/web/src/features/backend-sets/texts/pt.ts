import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  add: 'Adicionar conjunto de backends',
  empty:
    'Ainda não há conjuntos de backends. Adicione os servidores que os jogadores devem alcançar.',
  backends: 'Backends',
  mode: 'Balanceamento de carga',
  modes: {
    '0': 'Rotativo (round robin)',
    '1': 'Menos conexões',
    '2': 'Aleatório',
    '3': 'Mesmo servidor por endereço do jogador',
    '4': 'Failover (primeiro disponível na ordem)',
  },
  proxyProtocol: 'Protocolo PROXY v2',
  vulcan: 'Controle de acesso (handshake assinado)',
  vulcanHint:
    'O edge assina cada login com a chave de backend da rede, para que o servidor recuse jogadores que contornem o Palisade.',
  usedBy: 'Usado por',
  unused: 'Nenhum domínio ou túnel Bedrock usa ainda este conjunto.',
  bedrockTunnel: 'Túnel Bedrock {{name}}',
  health: {
    java: 'Java',
    bedrock: 'Bedrock',
    up: 'Acessível · {{ms}} ms',
    partial: 'Acessível a partir de {{up}} de {{total}} edges',
    down: 'Inacessível',
    unknown: 'Ainda não verificado',
  },
  form: {
    addTitle: 'Adicionar um conjunto de backends',
    editTitle: 'Editar {{name}}',
    name: 'Nome',
    backend: 'Backend {{n}}',
    addBackend: 'Adicionar um backend',
    removeBackend: 'Remover backend {{n}}',
    backendHint:
      'host:porta, como play.example.com:25565 ou lobby.example.com:25577; sem porta, 25565',
    proxyHint:
      'Ative também o protocolo PROXY no backend, ou os jogadores não vão conseguir entrar.',
  },
  setup: {
    show: 'Como ativar no seu servidor',
    proxyPaper: 'Paper: proxies.proxy-protocol: true em config/paper-global.yml',
    proxyVelocity: 'Velocity: haproxy-protocol = true em [advanced] no velocity.toml',
    proxyBungee: 'BungeeCord: proxy_protocol: true no listener do config.yml',
    proxyGeyser:
      'Geyser (Bedrock): use-haproxy-protocol: true em advanced › bedrock no config.yml (enable-proxy-protocol em bedrock em configurações antigas)',
    signedIntro:
      'Instale um plugin que lê o handshake RealIP do TCPShield (host///endereço///hora///assinatura) e confere a assinatura HMAC-SHA256 com a chave da rede; ele recusa logins que não vieram pelo Palisade.',
    signedPaper: 'Paper: no servidor de jogo.',
    signedVelocity: 'Velocity: no proxy, não nos servidores atrás dele.',
    signedBungee: 'BungeeCord: no proxy, não nos servidores atrás dele.',
    key: 'Chave da rede',
    keyOwner: 'Só o dono da rede vê a chave.',
  },
  wake: {
    title: 'Acordar ao entrar',
    hint: 'Para servidores que param quando vazios: enquanto todos os backends estiverem desligados, os jogadores veem uma mensagem de arranque, e o primeiro a entrar acorda o servidor (no máximo uma vez por minuto).',
    webhookUrl: 'URL do webhook de despertar',
    webhookHint: 'O Palisade envia (POST) uma mensagem JSON assinada, como nos webhooks de ataque.',
    motd: 'Mensagem da lista de servidores enquanto dorme',
    kickMessage: 'Mensagem para quem entra durante o arranque',
    pterodactyl: 'Pterodactyl',
    pterodactylHint:
      'O Palisade envia a ação de energia “start” do painel, com a chave de API de cliente de uma conta que pode iniciar o servidor.',
    panelUrl: 'URL do painel',
    clientKey: 'Chave de API de cliente',
    keyKept: 'Definida · deixe vazio para a manter',
    serverId: 'Identificador do servidor',
    lastTitle: 'Último despertar',
    never: 'Ainda não foi acordado.',
    last: {
      ok: 'Acordado em {{at}}',
      pending: 'A acordar desde {{at}}',
      failed: 'Falhou o despertar de {{at}}',
    },
  },
  deleteBody: 'Os domínios e túneis Bedrock precisam usar outro conjunto primeiro.',
} satisfies Texts<typeof en>;
