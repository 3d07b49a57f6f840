import type { Texts } from '../index';
import type en from './en';

export default {
  'A backend is listed twice.': 'Um backend aparece duas vezes.',
  'A set holds at most 32 backends.': 'Um conjunto tem no máximo 32 backends.',
  'ASNs go up to 4294967295.': 'ASNs vão até 4294967295.',
  'Enter a valid e-mail address.': 'Digite um endereço de e-mail válido.',
  'Enter the 6-digit code or a recovery code.':
    'Digite o código de 6 dígitos ou um código de recuperação.',
  'Enter the 6-digit code.': 'Digite o código de 6 dígitos.',
  'Give the network a name.': 'Dê um nome à rede.',
  'Give the set a name.': 'Dê um nome ao conjunto.',
  'Give the tunnel a name.': 'Dê um nome ao túnel.',
  'List at least one backend.': 'Informe pelo menos um backend.',
  'Malformed secret.': 'Segredo malformado.',
  'Malformed token.': 'Token malformado.',
  'Please enter your name.': 'Digite seu nome.',
  'The addresses do not match.': 'Os endereços não coincidem.',
  'The passwords do not match.': 'As senhas não coincidem.',
  'Use 3 to 50 characters.': 'Use de 3 a 50 caracteres.',
  'Use a PNG data URL (data:image/png;base64,…) or leave it empty.':
    'Use uma URL de dados PNG (data:image/png;base64,…) ou deixe vazio.',
  'Use a WireGuard public key (44 base64 characters).':
    'Use uma chave pública WireGuard (44 caracteres base64).',
  'Use a domain name like play.example.com or *.example.com.':
    'Use um nome de domínio como play.example.com ou *.example.com.',
  'Use an IPv4 or IPv6 address, optionally with a /prefix.':
    'Use um endereço IPv4 ou IPv6, opcionalmente com /prefixo.',
  'Use at least 10 characters.': 'Use pelo menos 10 caracteres.',
  'Use at most 200 characters.': 'Use no máximo 200 caracteres.',
  'Use digits, spaces and + ( ) . / - only.': 'Use apenas dígitos, espaços e + ( ) . / -.',
  'Use host:port with an IPv4 address, [IPv6] address or host name, port 1–65535.':
    'Use host:porta com endereço IPv4, [IPv6] ou nome de host, porta 1–65535.',
  'Use the server address as IPv4, [IPv6] or a host name, optionally with :port.':
    'Informe o endereço do servidor como IPv4, [IPv6] ou nome de host, opcionalmente com :porta.',
  'A Pterodactyl panel needs its URL, a client API key and the server identifier.':
    'Um painel Pterodactyl precisa do seu URL, de uma chave de API de cliente e do identificador do servidor.',
  'Give a webhook URL or a Pterodactyl panel to wake the server.':
    'Indique um URL de webhook ou um painel Pterodactyl para acordar o servidor.',
  'Use the identifier the panel shows.': 'Use o identificador que o painel mostra.',
  'Use at most 200 bytes: most characters take 1, accented letters and § 2, emoji 4.':
    'No máximo 200 bytes: a maioria dos caracteres conta 1, letras acentuadas e § 2, emojis 4.',
  'end_port must not be below start_port.': 'A porta final não pode ser menor que a inicial.',
  'A new panel URL needs the client API key again: a stored key goes only to the panel it was given for.':
    'Uma nova URL do painel precisa da chave de API de cliente outra vez: uma chave guardada só vai para o painel para o qual foi informada.',
  'A new webhook URL needs a signing secret of its own (empty for none): the stored secret signs only for the URL it was given with.':
    'Uma nova URL de webhook precisa de um segredo de assinatura próprio (vazio para nenhum): o segredo guardado só assina para a URL com a qual foi informado.',
} satisfies Texts<typeof en>;
