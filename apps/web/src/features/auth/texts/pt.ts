import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  brandLine: 'Proteção DDoS para servidores Minecraft',
  email: 'E-mail',
  password: 'Senha',
  passwordConfirm: 'Repita a senha',
  firstname: 'Nome',
  lastname: 'Sobrenome',
  phone: 'Telefone (opcional)',
  login: {
    title: 'Bem-vindo de volta',
    subtitle: 'Entre para gerenciar suas redes protegidas.',
    submit: 'Entrar',
    forgot: 'Esqueceu a senha?',
    noAccount: 'Novo no Palisade?',
    register: 'Criar uma conta',
    twofaTitle: 'Autenticação de dois fatores',
    twofa: 'Código de autenticação',
    twofaHint:
      'Digite o código de 6 dígitos do seu aplicativo autenticador ou um dos seus códigos de recuperação.',
    notActivated: 'Sua conta ainda não foi ativada.',
    resend: 'Reenviar e-mail de ativação',
    resent:
      'Se a conta existir e ainda não estiver ativa, um novo e-mail de ativação está a caminho.',
    orWith: 'ou continue com',
    withProvider: 'Entrar com {{provider}}',
    captchaNeeded: 'Resolva o captcha primeiro.',
  },
  register: {
    title: 'Crie sua conta',
    subtitle: 'Proteja sua primeira rede em minutos.',
    submit: 'Criar conta',
    haveAccount: 'Já tem uma conta?',
    login: 'Entrar',
    doneTitle: 'Verifique sua caixa de entrada',
    done: 'Enviamos um link de ativação para {{email}}. Abra-o para ativar sua conta.',
  },
  activate: {
    working: 'Ativando sua conta…',
    doneTitle: 'Conta ativada',
    done: 'Sua conta está ativa. Você já pode entrar.',
    failedTitle: 'Falha na ativação',
    toLogin: 'Ir para o login',
  },
  forgot: {
    title: 'Esqueceu sua senha?',
    subtitle: 'Digite seu e-mail e enviaremos um link para definir uma nova.',
    submit: 'Enviar link',
    done: 'Se existir uma conta para {{email}}, um link de redefinição está a caminho.',
    back: 'Voltar ao login',
  },
  reset: {
    title: 'Defina uma nova senha',
    subtitle: 'Escolha uma senha com pelo menos 10 caracteres.',
    submit: 'Definir senha',
    done: 'Sua senha foi alterada e sua chave de API revogada. Entre com a nova senha.',
    toLogin: 'Ir para o login',
  },
  lock: {
    title: 'Sua sessão está bloqueada',
    subtitle: 'Digite sua senha para continuar como {{email}}.',
    submit: 'Desbloquear',
    other: 'Entrar com outra conta',
  },
} satisfies Texts<typeof en>;
