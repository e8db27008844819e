/// <reference lib="webworker" />
import { renderQrCode } from '@/lib/qr-code';

/** QR host: the qrcode encoder and the 1024 px PNG painting (OffscreenCanvas) stay off the page. */
export const api = { renderQrCode };
export type QrHost = typeof api;
