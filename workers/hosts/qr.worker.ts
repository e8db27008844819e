/// <reference lib="webworker" />
import { exposeHost } from '../expose-host';
import { renderQrCode } from '@/lib/qr-code';

/** QR host: the qrcode encoder and the 1024 px PNG painting (OffscreenCanvas) stay off the page. */
const api = { renderQrCode };
export type QrHost = typeof api;
exposeHost(api);
