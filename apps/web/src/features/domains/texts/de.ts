import type { Texts } from '@/i18n/index';
import type en from './en';

export default {
  add: 'Domain hinzufügen',
  empty:
    'Noch keine Domains. Füge die Adresse hinzu, mit der Spieler beitreten, z. B. play.example.com.',
  needSet: 'Lege zuerst ein Backend-Set an: eine Domain leitet Spieler dorthin.',
  needSetAction: 'Zu den Backend-Sets',
  setsHidden:
    'Du darfst die Backend-Sets dieses Netzwerks nicht sehen und kannst hier daher keine Domains hinzufügen. Der Eigentümer des Netzwerks kann das ändern.',
  columns: {
    name: 'Domain',
    set: 'Backend-Set',
    bac: 'Bot-Prüfung',
    verified: 'Verifiziert',
    created: 'Hinzugefügt',
  },
  verified: 'Verifiziert',
  unverified: 'Nicht verifiziert',
  form: {
    addTitle: 'Domain hinzufügen',
    editTitle: '{{name}} bearbeiten',
    name: 'Domainname',
    nameHint: 'play.example.com, oder *.example.com für alle Subdomains',
    set: 'Backend-Set',
    bac: 'Bot-Angriffsprüfung',
    bacHint: 'Neue Spieler zuerst über den Verifizierungsserver leiten.',
    taken: 'Diese Domain wird bereits von einem anderen Netzwerk geschützt.',
    renameWarning: 'Eine umbenannte Domain muss erneut verifiziert werden.',
  },
  records: {
    title: 'DNS-Einträge für {{name}}',
    intro: 'Lege diese Einträge bei deinem DNS-Anbieter an und verifiziere dann.',
    txt: 'TXT-Eintrag (beweist, dass die Domain dir gehört)',
    type: 'Typ',
    host: 'Name',
    value: 'Wert',
    verify: 'Jetzt verifizieren',
    verifiedNow: '{{name}} ist verifiziert. Spieler können darüber beitreten.',
    failed: 'Noch nicht verifiziert',
    notFound:
      'Unter {{name}} wurde noch kein TXT-Eintrag „{{value}}“ gefunden. DNS-Änderungen können einige Minuten dauern.',
    propagation: 'Neue DNS-Einträge können einige Minuten brauchen.',
    zone: 'Namen sind relativ zur Zone {{zone}} angegeben, wie DNS-Verwaltungen sie verlangen; der volle Name steht jeweils darunter.',
    noZone: 'Für diesen Namen hat noch keine DNS-Zone geantwortet, daher stehen die Namen voll da.',
    fullName: 'Voller Name: {{name}}',
    srvParts: 'Priorität {{priority}}, Gewichtung {{weight}}, Port {{port}}, Ziel {{target}}',
    recommended: 'Empfohlen',
    apexTitle: '{{name}} ist die Wurzel seiner Zone',
    apexBody:
      'Die meisten DNS-Anbieter lehnen hier einen CNAME-Eintrag ab, neben den eigenen Einträgen der Zone. Nimm einen der Wege unten, im Zweifel den empfohlenen.',
    routes: {
      cname: {
        title: 'CNAME-Eintrag (leitet Spieler über Palisade)',
        body: 'Nur wo dein DNS-Anbieter einen CNAME an der Wurzel auflöst: Cloudflare tut das, andere nennen es ALIAS oder ANAME.',
      },
      address: {
        title: '{{type}}-Einträge auf die Adressen von Palisade',
        body: 'Geht bei jedem DNS-Anbieter und mit jeder Minecraft-Version. Kommt ein Standort von Palisade hinzu, erscheint seine Adresse hier und sollte ergänzt werden.',
      },
      srv: {
        title: 'SRV-Eintrag auf eine Subdomain',
        body: 'Java-Clients fragen zuerst _minecraft._tcp ab und treten über die Subdomain bei, deren CNAME den Standorten von Palisade folgt. Bedrock-Spieler kommen ohnehin über einen Bedrock-Tunnel.',
      },
    },
    needsDomain:
      'Füge {{name}} auch als Domain dieses Netzwerks hinzu: Der Client tritt unter diesem Namen bei.',
    cloudflareTitle: 'Bei Cloudflare',
    cloudflareBody:
      'Stelle diese Einträge auf „Nur DNS“ (graue Wolke). Der Proxy von Cloudflare leitet nur Webverkehr: Hinter der orangen Wolke können Spieler nicht verbinden.',
    ownershipOnly: 'Eigentum bestätigt; Spieler können noch nicht beitreten',
    noRoute:
      'Der TXT-Eintrag beweist, dass {{name}} dir gehört, aber noch führt kein Eintrag Spieler zu Palisade. Lege einen der Einträge oben an; DNS-Änderungen können einige Minuten dauern.',
    joinable: 'Spieler können darüber beitreten',
    routing: {
      cname: 'Sein CNAME-Eintrag führt zu Palisade.',
      address: 'Seine Adressen sind die von Palisade.',
      srv: 'Sein SRV-Eintrag führt zu einer Domain dieses Netzwerks bei Palisade.',
    },
    checkAgain: 'Erneut prüfen',
    show: 'DNS-Einträge',
  },
  deleteBody: 'Spieler erreichen deinen Server dann nicht mehr über {{name}}.',
} satisfies Texts<typeof en>;
