/**
 * An order's confirmation key (/confirmation/:url_key, GET /api/orders/:url_key/confirmation):
 * unguessable, so no shorter than 16 characters. Free of zod, so the confirmation page can tell
 * a key that cannot be an order's without loading the schemas or asking the server.
 */
export const ORDER_KEY_LENGTH = { min: 16, max: 64 } as const;

/** Whether a text could be an order's confirmation key (whether one exists is the server's). */
export function isOrderKey(key: string): boolean {
  return key.length >= ORDER_KEY_LENGTH.min && key.length <= ORDER_KEY_LENGTH.max;
}
