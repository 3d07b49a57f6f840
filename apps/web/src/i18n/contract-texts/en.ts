export default {
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
  'A Pterodactyl panel needs its URL, a client API key and the server identifier.':
    'A Pterodactyl panel needs its URL, a client API key and the server identifier.',
  'Give a webhook URL or a Pterodactyl panel to wake the server.':
    'Give a webhook URL or a Pterodactyl panel to wake the server.',
  'Use the identifier the panel shows.': 'Use the identifier the panel shows.',
  'Use at most 200 bytes: most characters take 1, accented letters and § 2, emoji 4.':
    'Use at most 200 bytes: most characters take 1, accented letters and § 2, emoji 4.',
  'end_port must not be below start_port.': 'The end port must not be below the start port.',
  'A new panel URL needs the client API key again: a stored key goes only to the panel it was given for.':
    'A new panel URL needs the client API key again: a stored key goes only to the panel it was given for.',
  'A new webhook URL needs a signing secret of its own (empty for none): the stored secret signs only for the URL it was given with.':
    'A new webhook URL needs a signing secret of its own (empty for none): the stored secret signs only for the URL it was given with.',
};
