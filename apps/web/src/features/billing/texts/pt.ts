import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  overview: {
    balance: 'Saldo',
    balanceHint: 'As cobranças são pagas com o seu saldo.',
    plan: 'Plano',
    renews: 'Renova em {{date}}',
    noRenewal: 'Gratuito, sem renovação',
    change: 'Mudar de plano',
    usage: 'Uso',
    usageNetworks: '{{used}} de {{count}} rede',
    usageNetworks_other: '{{used}} de {{count}} redes',
    usageTunnels: '{{used}} de {{count}} túnel',
    usageTunnels_other: '{{used}} de {{count}} túneis',
    charges: 'Cobranças deste mês',
    chargesEmpty: 'Nada foi cobrado este mês.',
    total: 'Total do mês:',
    date: 'Data',
    description: 'Descrição',
    kind: 'Tipo',
    amount: 'Valor',
    kinds: {
      credit: 'Crédito',
      plan: 'Assinatura',
      premium: 'Rede premium',
      bandwidth: 'Excedente de banda',
      refund: 'Reembolso',
    },
    bandwidth: 'Banda neste período de cobrança',
    bandwidthEmpty: 'Nenhuma rede ainda: a banda é medida por rede.',
    bandwidthRow: '{{used}} de {{included}} incluídos',
    overage: 'Excedente até agora: {{bytes}}, cerca de {{amount}} no fim do período',
    noOverage: 'Dentro da banda incluída',
    network: 'Rede',
  },
  plans: {
    intro:
      'Os preços valem por 30 dias. Um upgrade cobra a diferença pelos dias restantes; um downgrade vale imediatamente.',
    current: 'Plano atual',
    choose: 'Escolher {{plan}}',
    perPeriod: '{{price}} / 30 dias',
    unlimited: 'Ilimitado',
    confirmTitle: 'Mudar para {{plan}}?',
    start:
      'Um novo período de 30 dias começa agora. {{charge}} é cobrado do seu saldo de {{balance}}.',
    upgrade:
      'Você paga a diferença pelo resto deste período: {{charge}} agora, do seu saldo de {{balance}}. O período continua terminando em {{date}}.',
    downgrade: 'A mudança vale imediatamente. Nada é cobrado ou reembolsado.',
    free: 'Você passa imediatamente para o plano gratuito. Nada é cobrado ou reembolsado.',
    short: 'Seu saldo é insuficiente para esta mudança. Adicione crédito primeiro.',
    confirm: 'Mudar de plano',
    changed: 'Agora você está no plano {{plan}}.',
  },
} satisfies Texts<typeof en>;
