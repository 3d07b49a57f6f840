import type { Network, NetworkUpdate } from '@palisade/contract';

/**
 * What a settings section saves: the fields that differ from the network as the API answered
 * it. A value the caller sees but may not change (a webhook URL masked for a sub-user without
 * `update_webhooks`) is never sent back, and PATCH keeps what is not sent.
 */
export function changedSettings(network: Network, values: NetworkUpdate): NetworkUpdate {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => network[field as keyof NetworkUpdate] !== value,
    ),
  );
}

/**
 * What the notifications section saves. A sub-user who points the webhook elsewhere sends the
 * secret field with it, empty for unsigned: the owner's secret, which they never see, does not
 * follow a URL they chose (docs/security.md#where-credentials-go). The owner's secret follows the
 * owner's URL unless the owner changes it.
 */
export function notificationsBody(network: Network, values: NetworkUpdate): NetworkUpdate {
  const body = changedSettings(network, values);
  if (body.webhook_url !== undefined && network.role !== 'owner')
    return { ...body, webhook_secret: values.webhook_secret ?? '' };
  return body;
}
