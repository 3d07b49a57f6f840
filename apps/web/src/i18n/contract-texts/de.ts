import type { Texts } from '../index';
import type en from './en';

export default {
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
  'Use digits, spaces and + ( ) . / - only.': 'Verwende nur Ziffern, Leerzeichen und + ( ) . / -.',
  'Use host:port with an IPv4 address, [IPv6] address or host name, port 1–65535.':
    'Verwende host:port mit IPv4-Adresse, [IPv6]-Adresse oder Hostname, Port 1–65535.',
  'Use the server address as IPv4, [IPv6] or a host name, optionally with :port.':
    'Gib die Serveradresse als IPv4, [IPv6] oder Hostname an, optional mit :Port.',
  'A Pterodactyl panel needs its URL, a client API key and the server identifier.':
    'Ein Pterodactyl-Panel braucht seine URL, einen Client-API-Schlüssel und die Server-Kennung.',
  'Give a webhook URL or a Pterodactyl panel to wake the server.':
    'Gib eine Webhook-URL oder ein Pterodactyl-Panel an, um den Server zu wecken.',
  'Use the identifier the panel shows.': 'Verwende die Kennung, die das Panel anzeigt.',
  'Use at most 200 bytes: most characters take 1, accented letters and § 2, emoji 4.':
    'Höchstens 200 Bytes: die meisten Zeichen zählen 1, Umlaute, Akzente und § 2, Emojis 4.',
  'end_port must not be below start_port.': 'Der End-Port darf nicht unter dem Start-Port liegen.',
  'A new panel URL needs the client API key again: a stored key goes only to the panel it was given for.':
    'Eine neue Panel-URL braucht den Client-API-Schlüssel noch einmal: Ein gespeicherter Schlüssel geht nur an das Panel, für das er angegeben wurde.',
  'A new webhook URL needs a signing secret of its own (empty for none): the stored secret signs only for the URL it was given with.':
    'Eine neue Webhook-URL braucht einen eigenen Signaturschlüssel (leer für keinen): Der gespeicherte signiert nur für die URL, mit der er angegeben wurde.',
} satisfies Texts<typeof en>;
