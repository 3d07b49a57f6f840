import { fitPongMotd, rewritePorts, writeUnconnectedPong } from '@palisade/mcproto';

/**
 * No pong is longer: 10 times the 33-byte ping, whatever the backend or the network's settings
 * say. An ordinary one is about 110 bytes; a longer MOTD is cut (docs/security.md).
 */
export const maxPongBytes = 330;

/** Field 6 of a pong's MOTD is the server's id (its GUID); 10 and 11 are its ports. */
function asEdge(motd: string, guid: bigint, port: number): string {
  const fields = rewritePorts(motd, port, port).split(';');
  if (fields.length > 6) fields[6] = BigInt.asUintN(64, guid).toString();
  return fields.join(';');
}

/** Semicolons split a pong's fields and line breaks end a MOTD line: neither may come from text. */
const field = (text: string) => text.replace(/[;\r\n]/g, ' ');

/**
 * The pong for the server list when no backend answers: the network's offline MOTD, nobody
 * online, and the protocol and version the backend last named (Bedrock clients show the version
 * beside the name), or none when it never answered.
 */
export function offlineMotd(text: string, last: string | null): string {
  const [, , protocol = '0', version = ''] = (last ?? '').split(';');
  return `MCPE;${field(text)};${protocol};${version};0;0;0;Palisade;Survival;1;0;0;`;
}

/**
 * A pong as this edge sends it: the backend's MOTD with the edge's GUID and public port (a
 * client that read the backend's would come back to that port), cut to `maxPongBytes`, the
 * client's time echoed.
 * Built once per MOTD; each answer copies it and sets the time.
 */
export class PongTemplate {
  private source = '';
  private bytes = Buffer.alloc(0);

  constructor(
    private readonly guid: bigint,
    private readonly port: number,
  ) {}

  answer(motd: string, time: Buffer): Buffer {
    if (motd !== this.source) {
      this.source = motd;
      this.bytes = Buffer.from(
        writeUnconnectedPong({
          time: 0n,
          serverGuid: this.guid,
          motd: fitPongMotd(asEdge(motd, this.guid, this.port), maxPongBytes),
        }),
      );
    }
    const out = Buffer.from(this.bytes);
    time.copy(out, 1);
    return out;
  }
}
