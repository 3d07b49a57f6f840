import type { Texts } from '../index';
import type en from './en';

export default {
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
  'A Pterodactyl panel needs its URL, a client API key and the server identifier.':
    'Un panel Pterodactyl demande son URL, une clé API client et l’identifiant du serveur.',
  'Give a webhook URL or a Pterodactyl panel to wake the server.':
    'Indiquez une URL de webhook ou un panel Pterodactyl pour réveiller le serveur.',
  'Use the identifier the panel shows.': 'Utilisez l’identifiant affiché par le panel.',
  'Use at most 200 bytes: most characters take 1, accented letters and § 2, emoji 4.':
    'Au plus 200 octets : la plupart des caractères comptent 1, les lettres accentuées et § 2, les emojis 4.',
  'end_port must not be below start_port.':
    'Le port de fin ne peut pas être inférieur au port de début.',
  'A new panel URL needs the client API key again: a stored key goes only to the panel it was given for.':
    'Une nouvelle URL du panel demande à nouveau la clé API client : une clé enregistrée ne va qu’au panel pour lequel elle a été donnée.',
  'A new webhook URL needs a signing secret of its own (empty for none): the stored secret signs only for the URL it was given with.':
    'Une nouvelle URL de webhook demande son propre secret de signature (vide pour aucun) : le secret enregistré ne signe que pour l’URL avec laquelle il a été donné.',
} satisfies Texts<typeof en>;
