import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  intro:
    'Os jogadores Bedrock entram por um endereço UDP público em uma localização perto do seu servidor. O Palisade os encaminha para um conjunto de backends com o protocolo PROXY v2.',
  add: 'Adicionar túnel Bedrock',
  empty:
    'Ainda não há túneis Bedrock. Adicione um para deixar entrar jogadores da Bedrock Edition.',
  columns: {
    name: 'Nome',
    location: 'Localização',
    set: 'Conjunto de backends',
    address: 'Endereço para jogadores',
    proxy: 'Protocolo PROXY',
    created: 'Criado',
    players: 'Jogadores online',
    traffic: 'Tráfego',
  },
  trafficIn: '{{bytes}} entrada',
  trafficOut: '{{bytes}} saída',
  proxyFixed: 'v2 (sempre)',
  form: {
    addTitle: 'Adicionar um túnel Bedrock',
    editTitle: 'Editar {{name}}',
    name: 'Nome',
    location: 'Localização',
    locationFixed: 'A localização e a porta não mudam; crie um novo túnel para mudar.',
    set: 'Conjunto de backends',
    setHint:
      'Os jogadores chegam a cada backend do conjunto no próprio endereço e porta dele, por UDP: o Geyser precisa escutar nessa porta (defina a porta Bedrock dele como a porta Java, ou “clone-remote-port: true”). O servidor Java continua na mesma porta por TCP.',
    proxyHint:
      'Os túneis Bedrock sempre enviam o protocolo PROXY v2: ative-o no Geyser (“use-haproxy-protocol: true” em advanced › bedrock, “enable-proxy-protocol” em configurações antigas) ou no seu proxy Bedrock.',
  },
  needSet: 'Adicione primeiro um conjunto de backends: um túnel envia jogadores para ele.',
  setsHidden:
    'Você não pode ver os conjuntos de backends desta rede, então não pode criar túneis Bedrock aqui. O dono da rede pode mudar isso.',
  deleteBody: 'Os jogadores que usam {{address}} não vão mais conseguir entrar.',
} satisfies Texts<typeof en>;
