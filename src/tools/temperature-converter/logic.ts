/** Scales in screen order, each with its symbol and its conversions through kelvin. */
export const SCALES = {
  kelvin: { unit: 'K', toKelvin: (v: number) => v, fromKelvin: (k: number) => k },
  celsius: { unit: '°C', toKelvin: (v: number) => v + 273.15, fromKelvin: (k: number) => k - 273.15 },
  fahrenheit: { unit: '°F', toKelvin: (v: number) => ((v + 459.67) * 5) / 9, fromKelvin: (k: number) => (k * 9) / 5 - 459.67 },
  rankine: { unit: '°R', toKelvin: (v: number) => (v * 5) / 9, fromKelvin: (k: number) => (k * 9) / 5 },
  delisle: { unit: '°De', toKelvin: (v: number) => 373.15 - (v * 2) / 3, fromKelvin: (k: number) => ((373.15 - k) * 3) / 2 },
  newton: { unit: '°N', toKelvin: (v: number) => (v * 100) / 33 + 273.15, fromKelvin: (k: number) => ((k - 273.15) * 33) / 100 },
  reaumur: { unit: '°Ré', toKelvin: (v: number) => (v * 5) / 4 + 273.15, fromKelvin: (k: number) => ((k - 273.15) * 4) / 5 },
  romer: {
    unit: '°Rø',
    toKelvin: (v: number) => ((v - 7.5) * 40) / 21 + 273.15,
    fromKelvin: (k: number) => ((k - 273.15) * 21) / 40 + 7.5,
  },
} as const;

export type Scale = keyof typeof SCALES;
export const SCALE_IDS = Object.keys(SCALES) as Scale[];
export const isScale = (value: string): value is Scale => Object.hasOwn(SCALES, value);

/**
 * A typed temperature: blank gives undefined, anything that is not a finite number NaN. A comma
 * is read as the decimal point, as many languages write it.
 */
export function parseTemperature(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const normalised = trimmed.replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normalised)) return Number.NaN;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : Number.NaN;
}

/**
 * Rounds to 2 decimals for display: first to 12 significant digits (float noise such as
 * 273.15000000000003 goes), then half away from zero, written without trailing zeros.
 */
export function roundTemperature(value: number): string {
  const clean = Number(value.toPrecision(12));
  const magnitude = Math.abs(clean);
  // Below a half hundredth it rounds to 0; from 1e21 JS writes exponents and there are no decimals to round.
  if (magnitude < 0.005) return '0';
  if (magnitude >= 1e21) return String(clean);
  // Shifting through the decimal string keeps the rounding exact (1.005 → 1.01).
  const rounded = Number(`${Math.round(Number(`${magnitude}e2`))}e-2`);
  return String(Math.sign(clean) * rounded);
}

/** Every scale's rounded value of a temperature given in kelvin. */
export function convertFromKelvin(kelvin: number): Record<Scale, string> {
  return Object.fromEntries(SCALE_IDS.map((id) => [id, roundTemperature(SCALES[id].fromKelvin(kelvin))])) as Record<
    Scale,
    string
  >;
}
