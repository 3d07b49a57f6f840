import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  intro:
    'Quando um jogador diz que não consegue entrar, procure o nome dele (ou de onde ele se conecta) para ver cada tentativa recente e o que o Palisade decidiu.',
  query: 'Nome do jogador ou faixa de endereços',
  queryHint:
    'Um nome como Steve, ou uma faixa como 203.0.113.0/24. Um endereço sozinho não é procurado: nomes nunca são ligados a um único endereço.',
  search: 'Procurar',
  narrow:
    'Informe uma faixa de /24 (IPv4) ou /48 (IPv6) ou mais ampla: um endereço sozinho não é procurado.',
  since: 'Conexões desde {{date}}, enquanto o seu plano as guarda.',
  none: 'Nenhuma conexão de {{q}} neste período.',
  columns: {
    when: 'Quando',
    player: 'Jogador',
    from: 'De',
    domain: 'Domínio',
    version: 'Versão',
    outcome: 'O que aconteceu',
  },
  unknownName: 'Antes do login',
  outcomes: {
    played: 'Jogou',
    playedUntil: 'Jogou até {{date}}',
    login: 'Entrou, nunca jogou',
    refused: 'Recusado',
    kicked: 'Recusado pelo servidor',
  },
  closedBy: {
    player: 'Saiu após {{duration}}',
    backend: 'Encerrado pelo servidor após {{duration}}',
  },
  kickReason: 'O servidor disse: “{{reason}}”',
  bedrock: 'Bedrock',
  reasons: {
    firewall: 'por uma regra do firewall (IP, provedor, país ou VPN)',
    rate_limit: 'por conexões demais do endereço',
    subnet: 'por conexões demais da sub-rede',
    asn: 'por causa do provedor (conexões demais ou bots que falham na verificação no mundo)',
    ping_check: 'pela verificação de ping (sem ping da lista de servidores antes)',
    reconnect_check: 'pela verificação de reconexão (primeira tentativa; a próxima passa)',
    verification: 'pela verificação no mundo (ou não havia vaga de verificação)',
    invalid: 'por não ser um cliente Minecraft',
    kernel_jail: 'no kernel, como endereço bloqueado',
    kernel_firewall: 'no kernel, por uma regra do firewall',
  },
  limited: 'As buscas são limitadas a 60 por rede em 15 minutos. Tente de novo às {{time}}.',
} satisfies Texts<typeof en>;
