import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  tabs: {
    general: 'Geral',
    email: 'E-mail',
    password: 'Senha',
    apiKey: 'Chave de API',
    twoFactor: 'Dois fatores',
    preferences: 'Preferências',
  },
  general: {
    firstname: 'Nome',
    lastname: 'Sobrenome',
    phone: 'Telefone',
    saved: 'Informações atualizadas.',
  },
  email: {
    current: 'Endereço atual: {{email}}',
    email: 'Novo e-mail',
    emailconfirm: 'Repita o novo e-mail',
    password: 'Senha atual',
    submit: 'Alterar e-mail',
    sent: 'Enviamos um link para {{email}}. O endereço muda quando você abri-lo.',
  },
  password: {
    old: 'Senha atual',
    new: 'Nova senha',
    confirm: 'Repita a nova senha',
    submit: 'Alterar senha',
    setTitle: 'Definir uma senha',
    setHint: 'Sua conta entra por um provedor. Defina uma senha para entrar também com seu e-mail.',
    done: 'Senha alterada. As outras sessões foram encerradas e sua chave de API revogada: gere uma nova para seus scripts.',
  },
  apiKey: {
    intro:
      'Automações usam esta chave no cabeçalho X-API-Key; ela age como você. Mantenha-a em segredo. Alterar ou redefinir sua senha a revoga.',
    none: 'Nenhuma chave de API ainda.',
    created: 'Criada em {{date}}',
    generate: 'Gerar chave',
    regenerate: 'Gerar nova chave',
    confirmTitle: 'Substituir a chave de API?',
    confirmBody:
      'A chave atual deixa de funcionar imediatamente. Scripts que a usam precisarão da nova.',
    shownOnce: 'Esta é a única vez que a chave completa é mostrada. Copie-a agora.',
  },
  twoFactor: {
    on: 'A autenticação de dois fatores está ativada.',
    off: 'A autenticação de dois fatores está desativada.',
    intro: 'Os logins passam a pedir também um código de um aplicativo autenticador.',
    start: 'Configurar a autenticação de dois fatores',
    scan: 'Escaneie este QR code com seu aplicativo autenticador ou digite o segredo manualmente.',
    secret: 'Segredo',
    code: 'Código do aplicativo',
    enable: 'Ativar',
    recoveryTitle: 'Seus códigos de recuperação',
    recoveryHint:
      'Cada código faz login uma vez se você perder o telefone. Guarde-os em local seguro: eles só são mostrados agora.',
    download: 'Baixar códigos',
    disable: 'Desativar',
    disableCode: 'Um código atual ou um código de recuperação',
    disabled: 'A autenticação de dois fatores está desativada.',
    enabled: 'A autenticação de dois fatores está ativada.',
    qrAlt: 'QR code para seu aplicativo autenticador',
    password: 'Senha atual',
    freshSignIn:
      'Sua conta entra por um provedor e não tem senha: ativar ou desativar a autenticação de dois fatores exige um login feito nos últimos 10 minutos. Se o seu for mais antigo, saia e entre novamente.',
  },
  preferences: {
    intro: 'Guardadas neste navegador.',
  },
  confirmEmail: {
    working: 'Confirmando seu novo e-mail…',
    done: 'E-mail alterado',
    doneBody: 'Sua conta agora usa {{email}}.',
    failed: 'Falha na confirmação',
    toDashboard: 'Ir para o painel',
  },
} satisfies Texts<typeof en>;
