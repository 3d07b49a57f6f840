/**
 * Autonomous systems of large hosting, cloud and VPN providers. Players connect from homes and
 * phones; a login from a data centre is a VPN, a proxy or a bot. `vpn_block` refuses them.
 */
export const hostingAsns: ReadonlySet<number> = new Set([
  // Cloud platforms
  16509,
  14618, // Amazon
  15169,
  396982, // Google
  8075, // Microsoft
  31898, // Oracle
  45102, // Alibaba
  132203, // Tencent
  36351, // IBM SoftLayer
  13335, // Cloudflare (WARP)
  // Hosting and VPS providers
  16276, // OVH
  24940,
  213230, // Hetzner
  14061, // DigitalOcean
  63949, // Linode / Akamai
  20473, // Vultr
  51167,
  40021, // Contabo
  12876, // Scaleway
  9009, // M247, carrier of many VPN services
  60068,
  212238, // Datacamp / CDN77
  36352, // ColoCrossing
  53667, // FranTech / BuyVM
  62240, // Clouvider
  30633,
  60781,
  28753, // Leaseweb
  3223, // Voxility
  49981, // WorldStream
  29802, // Hivelocity
  19318, // Interserver
  22612, // Namecheap
  26496, // GoDaddy
  46606, // Unified Layer
  8560, // IONOS
  9370, // Sakura Internet
]);
