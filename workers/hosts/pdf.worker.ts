/// <reference lib="webworker" />
import { exposeHost } from '../expose-host';
import { checkPdfSignatures } from '@/tools/pdf-signature-checker/logic';

/** PDF host: reads a whole PDF, decodes CMS (pkijs + asn1js) and hashes the signed ranges. */
const api = { checkPdfSignatures };
export type PdfHost = typeof api;
exposeHost(api);
