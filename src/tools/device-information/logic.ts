/** What the browser reports, read by the page (any value may be missing). */
export interface DeviceSnapshot {
  availWidth?: number;
  availHeight?: number;
  orientationType?: string;
  orientationAngle?: number;
  colorDepth?: number;
  pixelRatio?: number;
  innerWidth?: number;
  innerHeight?: number;
  vendor?: string;
  languages?: readonly string[];
  platform?: string;
  userAgent?: string;
}

/** The rows as shown; undefined where the browser gives nothing (the page shows "unknown"). */
export interface DeviceRows {
  screenSize?: string;
  orientation?: string;
  orientationAngle?: string;
  /** Bits per pixel, as a number (the page adds the unit in the UI language). */
  colorDepth?: string;
  pixelRatio?: string;
  windowSize?: string;
  vendor?: string;
  languages?: string;
  platform?: string;
  userAgent?: string;
}

const isNumber = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value);
const text = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);
const size = (width?: number, height?: number) => (isNumber(width) && isNumber(height) ? `${width} x ${height}` : undefined);

export function deviceRows(snapshot: DeviceSnapshot): DeviceRows {
  return {
    screenSize: size(snapshot.availWidth, snapshot.availHeight),
    orientation: text(snapshot.orientationType),
    orientationAngle: isNumber(snapshot.orientationAngle) ? `${snapshot.orientationAngle}°` : undefined,
    colorDepth: isNumber(snapshot.colorDepth) ? String(snapshot.colorDepth) : undefined,
    pixelRatio: isNumber(snapshot.pixelRatio) ? `${snapshot.pixelRatio} dppx` : undefined,
    windowSize: size(snapshot.innerWidth, snapshot.innerHeight),
    vendor: text(snapshot.vendor),
    languages: snapshot.languages?.length ? snapshot.languages.join(', ') : undefined,
    platform: text(snapshot.platform),
    userAgent: text(snapshot.userAgent),
  };
}
