import { defineNamespace, i18n } from './index';

/**
 * The contract's validation messages are English sentences shared with the API; here they are
 * keyed by that sentence so a form shows them in the chosen language. A message missing here
 * shows in English.
 */
const en = {
  'A backend is listed twice.': 'A backend is listed twice.',
  'A set holds at most 32 backends.': 'A set holds at most 32 backends.',
  'ASNs go up to 4294967295.': 'ASNs go up to 4294967295.',
  'Enter a valid e-mail address.': 'Enter a valid e-mail address.',
  'Enter the 6-digit code or a recovery code.': 'Enter the 6-digit code or a recovery code.',
  'Enter the 6-digit code.': 'Enter the 6-digit code.',
  'Give the network a name.': 'Give the network a name.',
  'Give the set a name.': 'Give the set a name.',
  'Give the tunnel a name.': 'Give the tunnel a name.',
  'List at least one backend.': 'List at least one backend.',
  'Malformed secret.': 'Malformed secret.',
  'Malformed token.': 'Malformed token.',
  'Please enter your name.': 'Please enter your name.',
  'The addresses do not match.': 'The addresses do not match.',
  'The passwords do not match.': 'The passwords do not match.',
  'Use 3 to 50 characters.': 'Use 3 to 50 characters.',
  'Use a PNG data URL (data:image/png;base64,…) or leave it empty.':
    'Use a PNG data URL (data:image/png;base64,…) or leave it empty.',
  'Use a WireGuard public key (44 base64 characters).':
    'Use a WireGuard public key (44 base64 characters).',
  'Use a domain name like play.example.com or *.example.com.':
    'Use a domain name like play.example.com or *.example.com.',
  'Use an IPv4 or IPv6 address, optionally with a /prefix.':
    'Use an IPv4 or IPv6 address, optionally with a /prefix.',
  'Use at least 10 characters.': 'Use at least 10 characters.',
  'Use at most 200 characters.': 'Use at most 200 characters.',
  'Use digits, spaces and + ( ) . / - only.': 'Use digits, spaces and + ( ) . / - only.',
  'Use host:port with an IPv4 address, [IPv6] address or host name, port 1–65535.':
    'Use host:port with an IPv4 address, [IPv6] address or host name, port 1–65535.',
  'Use the server address as IPv4, [IPv6] or a host name, optionally with :port.':
    'Use the server address as IPv4, [IPv6] or a host name, optionally with :port.',
  'end_port must not be below start_port.': 'The end port must not be below the start port.',
};

defineNamespace('contract', {
  en,
  de: {
    'A backend is listed twice.': 'Ein Backend ist doppelt aufgeführt.',
    'A set holds at most 32 backends.': 'Ein Set enthält höchstens 32 Backends.',
    'ASNs go up to 4294967295.': 'ASNs reichen bis 4294967295.',
    'Enter a valid e-mail address.': 'Gib eine gültige E-Mail-Adresse ein.',
    'Enter the 6-digit code or a recovery code.':
      'Gib den 6-stelligen Code oder einen Wiederherstellungscode ein.',
    'Enter the 6-digit code.': 'Gib den 6-stelligen Code ein.',
    'Give the network a name.': 'Gib dem Netzwerk einen Namen.',
    'Give the set a name.': 'Gib dem Set einen Namen.',
    'Give the tunnel a name.': 'Gib dem Tunnel einen Namen.',
    'List at least one backend.': 'Gib mindestens ein Backend an.',
    'Malformed secret.': 'Ungültiges Geheimnis.',
    'Malformed token.': 'Ungültiges Token.',
    'Please enter your name.': 'Bitte gib deinen Namen ein.',
    'The addresses do not match.': 'Die Adressen stimmen nicht überein.',
    'The passwords do not match.': 'Die Passwörter stimmen nicht überein.',
    'Use 3 to 50 characters.': 'Verwende 3 bis 50 Zeichen.',
    'Use a PNG data URL (data:image/png;base64,…) or leave it empty.':
      'Verwende eine PNG-Data-URL (data:image/png;base64,…) oder lass das Feld leer.',
    'Use a WireGuard public key (44 base64 characters).':
      'Verwende einen öffentlichen WireGuard-Schlüssel (44 Base64-Zeichen).',
    'Use a domain name like play.example.com or *.example.com.':
      'Verwende einen Domainnamen wie play.example.com oder *.example.com.',
    'Use an IPv4 or IPv6 address, optionally with a /prefix.':
      'Verwende eine IPv4- oder IPv6-Adresse, optional mit /Präfix.',
    'Use at least 10 characters.': 'Verwende mindestens 10 Zeichen.',
    'Use at most 200 characters.': 'Verwende höchstens 200 Zeichen.',
    'Use digits, spaces and + ( ) . / - only.':
      'Verwende nur Ziffern, Leerzeichen und + ( ) . / -.',
    'Use host:port with an IPv4 address, [IPv6] address or host name, port 1–65535.':
      'Verwende host:port mit IPv4-Adresse, [IPv6]-Adresse oder Hostname, Port 1–65535.',
    'Use the server address as IPv4, [IPv6] or a host name, optionally with :port.':
      'Gib die Serveradresse als IPv4, [IPv6] oder Hostname an, optional mit :Port.',
    'end_port must not be below start_port.':
      'Der End-Port darf nicht unter dem Start-Port liegen.',
  },
  fr: {
    'A backend is listed twice.': 'Un backend figure deux fois.',
    'A set holds at most 32 backends.': 'Un ensemble contient au plus 32 backends.',
    'ASNs go up to 4294967295.': 'Les ASN vont jusqu’à 4294967295.',
    'Enter a valid e-mail address.': 'Saisissez une adresse e-mail valide.',
    'Enter the 6-digit code or a recovery code.':
      'Saisissez le code à 6 chiffres ou un code de récupération.',
    'Enter the 6-digit code.': 'Saisissez le code à 6 chiffres.',
    'Give the network a name.': 'Donnez un nom au réseau.',
    'Give the set a name.': 'Donnez un nom à l’ensemble.',
    'Give the tunnel a name.': 'Donnez un nom au tunnel.',
    'List at least one backend.': 'Indiquez au moins un backend.',
    'Malformed secret.': 'Secret mal formé.',
    'Malformed token.': 'Jeton mal formé.',
    'Please enter your name.': 'Veuillez saisir votre nom.',
    'The addresses do not match.': 'Les adresses ne correspondent pas.',
    'The passwords do not match.': 'Les mots de passe ne correspondent pas.',
    'Use 3 to 50 characters.': 'Utilisez 3 à 50 caractères.',
    'Use a PNG data URL (data:image/png;base64,…) or leave it empty.':
      'Utilisez une URL de données PNG (data:image/png;base64,…) ou laissez vide.',
    'Use a WireGuard public key (44 base64 characters).':
      'Utilisez une clé publique WireGuard (44 caractères base64).',
    'Use a domain name like play.example.com or *.example.com.':
      'Utilisez un nom de domaine comme play.example.com ou *.example.com.',
    'Use an IPv4 or IPv6 address, optionally with a /prefix.':
      'Utilisez une adresse IPv4 ou IPv6, éventuellement avec un /préfixe.',
    'Use at least 10 characters.': 'Utilisez au moins 10 caractères.',
    'Use at most 200 characters.': 'Utilisez au plus 200 caractères.',
    'Use digits, spaces and + ( ) . / - only.':
      'Utilisez uniquement des chiffres, des espaces et + ( ) . / -.',
    'Use host:port with an IPv4 address, [IPv6] address or host name, port 1–65535.':
      'Utilisez hôte:port avec une adresse IPv4, [IPv6] ou un nom d’hôte, port 1–65535.',
    'Use the server address as IPv4, [IPv6] or a host name, optionally with :port.':
      'Indiquez l’adresse du serveur en IPv4, [IPv6] ou nom d’hôte, éventuellement avec :port.',
    'end_port must not be below start_port.':
      'Le port de fin ne peut pas être inférieur au port de début.',
  },
  pt: {
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
    'end_port must not be below start_port.': 'A porta final não pode ser menor que a inicial.',
  },
});

/** A contract (or API) message in the chosen language, English when it is not listed. */
export function translateMessage(message: string): string {
  return i18n.t(message, {
    ns: 'contract',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: message,
  });
}
