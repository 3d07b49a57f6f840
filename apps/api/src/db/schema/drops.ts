/**
 * One counter column per reason the edge refuses a connection (`dropped_<reason>`, the reasons
 * of the contract's `dropReasons`), for every table that counts refusals. `column` makes one
 * column of the table's integer type.
 */
export const dropCounters = <C>(column: (name: string) => C) => ({
  droppedFirewall: column('dropped_firewall'),
  droppedRateLimit: column('dropped_rate_limit'),
  droppedSubnet: column('dropped_subnet'),
  droppedAsn: column('dropped_asn'),
  droppedPingCheck: column('dropped_ping_check'),
  droppedReconnectCheck: column('dropped_reconnect_check'),
  droppedVerification: column('dropped_verification'),
  droppedInvalid: column('dropped_invalid'),
  droppedKernelJail: column('dropped_kernel_jail'),
  droppedKernelFirewall: column('dropped_kernel_firewall'),
  droppedKernelBan: column('dropped_kernel_ban'),
});
