/** Discord's incoming-webhook addresses (stable, canary and PTB hosts, with or without an API version). */
const discordWebhook =
  /^https:\/\/(?:(?:canary|ptb)\.)?discord(?:app)?\.com\/api(?:\/v\d+)?\/webhooks\/\d+\/[\w-]+\/?(?:\?.*)?$/;

/** Whether attack alerts to this URL go out as Discord embeds rather than signed JSON. */
export const isDiscordWebhook = (url: string) => discordWebhook.test(url);
