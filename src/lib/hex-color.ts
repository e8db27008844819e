const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A CSS hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa), the values a colour option may hold. */
export const isHexColor = (value: string): boolean => HEX_COLOR.test(value);
