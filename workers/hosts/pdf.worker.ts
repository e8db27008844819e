/// <reference lib="webworker" />
import { expose } from 'comlink';
import { checkPdfSignatures } from '@/tools/pdf-signature-checker/logic';

/** PDF host: reads a whole PDF, decodes CMS (pkijs + asn1js) and hashes the signed ranges. */
const api = { checkPdfSignatures };
export type PdfHost = typeof api;
expose(api);
